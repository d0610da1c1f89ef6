import type { Currency } from '../constants';
import type { ErrorCode } from '../errors';
import { toMinor } from '../money';
import { betLimits } from './limits';
import type { HouseGame } from './rtp';

/** What a stake is checked against: the game, and how it prices or totals its parameters when it does. */
export type StakedGameRules = {
  id: HouseGame;
  /** A game whose parameters carry the stakes (roulette's chips): their total in minor units; null if inexact. */
  staked?: (params: unknown, currency: Currency) => bigint | null;
  /** A game sold at a price (a case): the price in minor units, which the amount must equal. */
  price?: (params: unknown, currency: Currency) => bigint;
};

/** A stake that passes, in minor units, or the field and rule it breaks. */
export type StakeCheck =
  { ok: true; stake: bigint } | { ok: false; field: 'amount' | 'params'; code: ErrorCode; text: string };

const refuse = (field: 'amount' | 'params', code: ErrorCode, text: string): StakeCheck => ({
  ok: false,
  field,
  code,
  text,
});

/**
 * The stake of a bet in minor units of `currency`: inside the game's limits, or the price of what is bought (a
 * case), and for a game whose parameters carry the stakes, their total. The server refuses a bet with it and the
 * browser's demo play checks its own bets with it, so both refuse the same bets with the same codes.
 */
export function checkStake(
  game: StakedGameRules,
  currency: Currency,
  amount: number,
  params: unknown,
): StakeCheck {
  const stake = toMinor(amount, currency);
  if (stake === null)
    return refuse('amount', 'amount_precision', `The amount has more decimals than ${currency} allows.`);
  if (game.price) {
    return stake === game.price(params, currency)
      ? { ok: true, stake }
      : refuse('amount', 'amount_mismatch', 'The amount is not the price.');
  }
  if (game.id === 'cases') throw new Error('a case is priced, not staked');
  const limits = betLimits(game.id, currency);
  if (stake < limits.min)
    return refuse('amount', 'amount_below_minimum', 'The bet is below the minimum for this game.');
  if (stake > limits.max)
    return refuse('amount', 'amount_above_maximum', 'The bet is above the maximum for this game.');
  if (game.staked) {
    const staked = game.staked(params, currency);
    if (staked === null)
      return refuse('params', 'amount_precision', `A chip has more decimals than ${currency} allows.`);
    if (staked !== stake)
      return refuse('amount', 'amount_mismatch', 'The amount is not the total of the chips.');
  }
  return { ok: true, stake };
}
