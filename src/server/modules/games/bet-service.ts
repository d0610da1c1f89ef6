import { createHash } from 'node:crypto';
import type { Currency } from '../../../contract/constants';
import { OutcomeStream } from '../../../contract/fair/stream';
import { betLimits, capWin } from '../../../contract/games/limits';
import { applyRatio, type Ratio } from '../../../contract/games/ratio';
import { toMinor } from '../../../contract/money';
import { HttpError } from '../../http/errors';
import type { HouseGame } from '../../../contract/games/rtp';
import { rejectField } from '../../http/refusals';
import { serverRoundBytes } from '../../fair/round-bytes';
import { seedBytes } from '../../fair/seed-material';
import { ensureActiveSeed, findSeed, takeNonce, type SeedRow } from '../../fair/seed-repository';
import type { Db } from '../../db/client';
import { IdempotencyConflictError } from '../../ledger/errors';
import { wagerActiveBonus, type WalletDeps } from '../bonuses';
import type { UserRow } from '../../players/repository';
import { findBet, type BetRow } from './bet-repository';
import { gameUnavailable, type Availability } from './availability';

/** What bets work with: the ledger (which runs their transactions), the database, the clock, the games on. */
export type GameDeps = WalletDeps & { db: Db; available: Availability };

/** A bet as the player asked for it; `params` passed the game's schema. */
export type BetRequest = { clientBetId: string; amount: number; params: unknown };

/** The bet, the seed pair that decided it, and the player's main balance after it when known. */
export type PlacedBet = { bet: BetRow; seed: SeedRow; mainBalance: bigint | null };

/**
 * The stake in minor units of the player's currency: inside the game's limits, or the price of what is bought (a
 * case); 422 on `amount` otherwise.
 */
export function stakeOf(
  game: Pick<BetGame, 'id' | 'price'>,
  currency: Currency,
  amount: number,
  params: unknown,
): bigint {
  const stake = toMinor(amount, currency);
  if (stake === null)
    throw rejectField('amount', 'amount_precision', `The amount has more decimals than ${currency} allows.`);
  if (game.price) {
    if (stake !== game.price(params, currency))
      throw rejectField('amount', 'amount_mismatch', 'The amount is not the price.');
    return stake;
  }
  if (game.id === 'cases') throw new Error('a case is priced, not staked');
  const limits = betLimits(game.id, currency);
  if (stake < limits.min)
    throw rejectField('amount', 'amount_below_minimum', 'The bet is below the minimum for this game.');
  if (stake > limits.max)
    throw rejectField('amount', 'amount_above_maximum', 'The bet is above the maximum for this game.');
  return stake;
}

/** A game whose parameters carry the stakes must add up to the amount asked: 422 `amount_mismatch` otherwise. */
function checkStaked(game: Pick<BetGame, 'staked'>, params: unknown, currency: Currency, stake: bigint) {
  if (!game.staked) return;
  const staked = game.staked(params, currency);
  if (staked === null)
    throw rejectField('params', 'amount_precision', `A chip has more decimals than ${currency} allows.`);
  if (staked !== stake)
    throw rejectField('amount', 'amount_mismatch', 'The amount is not the total of the chips.');
}

const ratioText = (r: Ratio) => `${r.num}/${r.den}`;

/** What makes two requests with one bet id the same bet. */
const requestHash = (game: string, stake: bigint, params: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([game, stake.toString(), params]))
    .digest('hex');

/** What the fair stream decided when a bet is placed: a settled bet, or a round opened with its state. */
export type Opening =
  { status: 'settled'; outcome: unknown; multiplier: Ratio } | { status: 'open'; state: unknown };

/** A game as the bet service sees it. */
export type BetGame = {
  id: HouseGame;
  staked?: (params: unknown, currency: Currency) => bigint | null;
  price?: (params: unknown, currency: Currency) => bigint;
  open(stream: OutcomeStream, params: unknown): Opening;
};

/** 409 `round_open`: a round of this game is being played; it ends before another starts. */
export const roundOpen = () =>
  new HttpError(409, 'round_open', 'Finish the round you are playing before starting another.');

/**
 * Places one bet. In one database transaction: the player's next nonce (which locks their seed pair, so their bets
 * run one at a time), the outcome from HMAC-SHA256 of the pair and nonce, then one statement (`recordBet`) with the
 * stake (player main → house; refused with 422 `insufficient_funds` when the balance is short, and then nothing is
 * written, the nonce included), for a settled bet the win (house → main, capped at the currency's max win), the bet
 * row and the stake in the turnover; an active bonus's wagering moves with it. A bet id seen before answers the first
 * bet (409 when the request differs); the check runs after the nonce is taken, so a concurrent replay waits for the
 * first and finds it. `mainBalance` is the player's main balance after the bet when the transaction knew it.
 */
export async function placeBet(
  deps: GameDeps,
  player: UserRow,
  game: BetGame,
  request: BetRequest,
): Promise<PlacedBet> {
  const currency = player.currency as Currency;
  if (!deps.available(game.id, currency)) throw gameUnavailable(currency);
  const stake = stakeOf(game, currency, request.amount, request.params);
  checkStaked(game, request.params, currency, stake);
  const hash = requestHash(game.id, stake, request.params);

  const outcome = await deps.ledger.transaction<{ existing: number } | { placed: PlacedBet }>(async (tx) => {
    // a first bet opens the pair in its own transaction, so a refused one leaves nothing behind
    const taken =
      (await takeNonce(tx, player.id)) ??
      ((await ensureActiveSeed(tx, player.id)) && (await takeNonce(tx, player.id)));
    if (!taken) throw new Error(`player ${player.id} has no active seed`);
    const { seed, nonce } = taken;
    const opening = game.open(
      new OutcomeStream(serverRoundBytes(seedBytes(seed.serverSeed), seed.clientSeed, nonce)),
      request.params,
    );
    const common = {
      userId: player.id,
      game: game.id,
      clientBetId: request.clientBetId,
      requestHash: hash,
      currency,
      stake,
      params: request.params,
      seedId: seed.id,
      nonce,
      createdAt: deps.now(),
      key: `${player.id}:${request.clientBetId}`,
    };
    const recorded = await deps.ledger.recordBet(
      tx,
      opening.status === 'settled'
        ? {
            ...common,
            payout: capWin(applyRatio(stake, opening.multiplier), currency),
            multiplier: ratioText(opening.multiplier),
            outcome: opening.outcome,
            status: 'settled',
          }
        : { ...common, state: opening.state, status: 'open' },
    );
    if (recorded.result === 'existing') return { existing: recorded.betId };
    if (recorded.result === 'round_open') throw roundOpen();
    const converted =
      recorded.bonusActive &&
      (await wagerActiveBonus(deps, tx, { userId: player.id, currency, amount: stake }));
    // a converted bonus moved money to main after the statement read the balance
    return { placed: { bet: recorded.bet, seed, mainBalance: converted ? null : recorded.mainBalance } };
  });
  if ('existing' in outcome) {
    const first = await findBet(deps.db, outcome.existing);
    if (!first) throw new Error(`bet ${outcome.existing} vanished`);
    return replayed(deps, first, hash, request.clientBetId);
  }
  return outcome.placed;
}

/** The first bet with this id, when the request is the same one. */
async function replayed(deps: GameDeps, bet: BetRow, hash: string, clientBetId: string): Promise<PlacedBet> {
  if (bet.requestHash !== hash) throw new IdempotencyConflictError(clientBetId);
  const seed = await findSeed(deps.db, bet.seedId);
  if (!seed) throw new Error(`bet ${bet.id} lost its seed`);
  return { bet, seed, mainBalance: null };
}
