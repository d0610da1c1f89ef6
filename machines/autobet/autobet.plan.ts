import type { Currency } from '../../src/contract/constants';
import { toMinor } from '../../src/contract/money';
import type { Bet } from '../../src/contract/games/bets';
import type { AutobetPlan, AutobetSettings, StakeAdjustment } from './autobet.types';

/** Major units → minor units as a plain integer; 0 when the amount does not fit the currency (no limit allows 0). */
export function minorOf(amount: number, currency: Currency): number {
  return Number(toMinor(amount, currency) ?? 0n);
}

/** A run's settings in minor units. A stop amount of 0 (or none) means no such stop. */
export function planOf(settings: AutobetSettings): AutobetPlan {
  const { currency } = settings;
  const stop = (amount: number | null) => (amount ? minorOf(amount, currency) || null : null);
  return {
    currency,
    params: settings.params,
    firstStake: minorOf(settings.stake, currency),
    bets: settings.bets,
    profitTarget: stop(settings.stopOnProfit),
    lossLimit: stop(settings.stopOnLoss),
    onWin: settings.onWin,
    onLoss: settings.onLoss,
    minStake: minorOf(settings.limits.min, currency),
    maxStake: minorOf(settings.limits.max, currency),
  };
}

/** A bet's profit (payout − stake), minor units; an open bet has paid nothing yet. */
export function profitOf(bet: Bet, currency: Currency): number {
  return minorOf(bet.payout ?? 0, currency) - minorOf(bet.amount, currency);
}

/** A bet is a win when it paid more than it staked (a partial return, as keno's 0.5×, counts as a loss). */
export const isWin = (bet: Bet, currency: Currency) => profitOf(bet, currency) > 0;

/**
 * The stake after a bet: the first stake on a reset, else the stake up by `percent` of itself, rounded to the
 * nearest minor unit (an increase always adds at least one minor unit, so a small stake still grows).
 */
export function adjustStake(stake: number, firstStake: number, adjustment: StakeAdjustment): number {
  if (adjustment.kind === 'reset') return firstStake;
  const raised = Math.round((stake * (100 + adjustment.percent)) / 100);
  return adjustment.percent > 0 ? Math.max(raised, stake + 1) : raised;
}
