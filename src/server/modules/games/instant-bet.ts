import type { UserRow } from '../../players/repository';
import { placeBet, type BetRequest, type GameDeps, type PlacedBet } from './bet-service';
import { rtpOf, type InstantGame } from './instant-games';

/** Plays one round of a game settled at once (see `placeBet`). */
export function placeInstantBet(
  deps: GameDeps,
  player: UserRow,
  game: InstantGame,
  request: BetRequest,
): Promise<PlacedBet> {
  return placeBet(
    deps,
    player,
    {
      id: game.id,
      ...(game.staked ? { staked: game.staked } : {}),
      ...(game.price ? { price: game.price } : {}),
      open: (stream, params) => ({ status: 'settled', ...game.settle(stream, params, rtpOf(game.id)) }),
    },
    request,
  );
}
