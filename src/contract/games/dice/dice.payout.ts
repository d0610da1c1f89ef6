import { DECLARED_RTP } from '../rtp';
import { div, mul, ratio, toNumber, type Ratio } from '../ratio';
import { DICE_ROLLS, toHundredths, type DiceDirection, type DiceParams } from './dice.params';
import type { DiceOutcome } from './dice.outcome';

const hundredthsOf = (points: number) => {
  const value = toHundredths(points);
  if (value === null) throw new RangeError(`${points} is not a dice value with two decimals`);
  return value;
};

/** How many of the 10,001 rolls win: those above the target (over) or below it (under). */
export function diceWinningRolls({ target, direction }: DiceParams): number {
  const t = hundredthsOf(target);
  return direction === 'over' ? DICE_ROLLS - 1 - t : t;
}

/** Whether a roll wins against a target, both in hundredths: over wins above the target, under below it. */
export const diceRollWins = (roll: number, target: number, direction: DiceDirection) =>
  direction === 'over' ? roll > target : roll < target;

/** Whether a bet's roll wins. */
export const isDiceWin = (outcome: DiceOutcome, { target, direction }: DiceParams) =>
  diceRollWins(hundredthsOf(outcome.roll), hundredthsOf(target), direction);

/** The exact win chance: winning rolls / 10,001. */
export const diceChance = (params: DiceParams): Ratio => ratio(diceWinningRolls(params), DICE_ROLLS);

/** The multiplier of a winning bet, RTP / chance = RTP × 10,001 / winning rolls, exactly. */
export const diceMultiplier = (params: DiceParams, rtp: Ratio = DECLARED_RTP.dice): Ratio =>
  div(rtp, diceChance(params));

/** The multiplier a bet pays for its roll: `diceMultiplier` on a win, 0 on a loss. */
export const dicePayout = (
  outcome: DiceOutcome,
  params: DiceParams,
  rtp: Ratio = DECLARED_RTP.dice,
): Ratio => (isDiceWin(outcome, params) ? diceMultiplier(params, rtp) : ratio(0));

/**
 * What the slider shows for a target: the win chance in percent and the multiplier, as floats for display only
 * (the bet is settled with the exact `diceMultiplier`).
 */
export function diceQuote(params: DiceParams, rtp: Ratio = DECLARED_RTP.dice) {
  return {
    chancePercent: toNumber(mul(diceChance(params), ratio(100))),
    multiplier: toNumber(diceMultiplier(params, rtp)),
  };
}
