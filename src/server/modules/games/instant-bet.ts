import {
  placeBet,
  type BetGame,
  type BetRequest,
  type Bettor,
  type GameDeps,
  type PlacedBet,
} from './bet-service';
import { rtpOf, type InstantGame } from '../../../contract/games/instant-games';

/** Plays one round of a game settled at once (see `placeBet`). */
export function placeInstantBet(
  deps: GameDeps,
  bettor: Bettor,
  game: InstantGame,
  request: BetRequest,
): Promise<PlacedBet> {
  return placeBet(deps, bettor, instantBetGame(game), request);
}

/** A game settled at once, as the bet service plays it. */
export function instantBetGame(game: InstantGame): BetGame {
  return {
    id: game.id,
    ...(game.staked ? { staked: game.staked } : {}),
    ...(game.price ? { price: game.price } : {}),
    open: (stream, params) => ({ status: 'settled', ...game.settle(stream, params, rtpOf(game.id)) }),
  };
}
