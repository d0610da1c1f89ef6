import type { Currency } from '../../../contract/constants';
import type { ErrorCode } from '../../../contract/errors';
import { capWin } from '../../../contract/games/limits';
import { applyRatio, ratioText } from '../../../contract/games/ratio';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../players/repository';
import type { BetRow } from './bet-repository';
import {
  placeBet,
  type BetGame,
  type BetRequest,
  type Bettor,
  type GameDeps,
  type PlacedBet,
} from './bet-service';
import { rtpOf } from '../../../contract/games/instant-games';
import { lockOpenRound, updateRound } from './round-repository';
import type { SteppedGame } from '../../../contract/games/stepped-games';

/** 404 `no_open_round`: the player plays no round of this game now. */
const noOpenRound = () => new HttpError(404, 'no_open_round', 'You have no round of this game in play.');

/** 422 with the rule a move breaks (`tile_revealed`, `nothing_guessed`…), on the move's field. */
const moveRefused = (code: ErrorCode) =>
  new HttpError(422, code, 'This move is not allowed now.', {
    move: [`${code}: This move is not allowed now`],
  });

/** Starts a round: the stake is taken and the outcome fixed by the bet (see `placeBet`); 409 while one is open. */
export function startRound(
  deps: GameDeps,
  bettor: Bettor,
  game: SteppedGame,
  request: BetRequest,
): Promise<PlacedBet> {
  return placeBet(deps, bettor, steppedBetGame(game), request);
}

/** A game played in steps, as the bet service opens its round. */
export function steppedBetGame(game: SteppedGame): BetGame {
  return { id: game.id, open: (stream, params) => ({ status: 'open', state: game.start(stream, params) }) };
}

/**
 * Makes a move in the player's open round, under a lock of the round so two moves never interleave. A move that
 * ends the round settles it in the same transaction: the win (house → main, key `win:<user>:<bet id>`, capped at
 * the max win), the payout, the multiplier and the fair outcome. A refused move changes nothing.
 */
export async function playMove(
  deps: GameDeps,
  player: UserRow,
  game: SteppedGame,
  moveName: string,
  body: unknown,
): Promise<BetRow> {
  const move = game.moves[moveName];
  if (!move) throw new Error(`${game.id} has no move ${moveName}`);
  const currency = player.currency as Currency;
  const rtp = rtpOf(game.id);
  return deps.ledger.transaction(async (tx) => {
    const round = await lockOpenRound(tx, player.id, game.id);
    if (!round) throw noOpenRound();
    const result = move.apply(round.state, body);
    if (!result.ok) throw moveRefused(result.error);
    const multiplier = game.payout(result.state, rtp);
    if (multiplier === null) return updateRound(tx, round.id, result.state);
    const payout = capWin(applyRatio(round.stake, multiplier), currency);
    if (payout > 0n) {
      const key = `${player.id}:${round.clientBetId}`;
      await deps.ledger.payWin(tx, {
        key: `win:${key}`,
        userId: player.id,
        currency,
        amount: payout,
        reference: `bet:${key}`,
      });
    }
    return updateRound(tx, round.id, result.state, {
      payout,
      multiplier: ratioText(multiplier),
      outcome: game.outcome(result.state),
      at: deps.now(),
    });
  });
}
