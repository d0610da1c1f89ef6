import type { Currency } from '../../../contract/constants';
import { fractionDigits, toMajor, toMinor } from '../../../contract/money';

/** What a stake must fit: the game's limits in the player's currency and, for a player, the main balance. */
export interface StakeBounds {
  currency: Currency;
  /** The game's least and most stake, major units. */
  min: number;
  max: number;
  /** The player's main balance, major units; null for a guest. */
  balance: number | null;
}

/** Why a typed stake cannot be bet, with what the player needs to know to fix it. */
export type StakeProblem =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'precision'; digits: number }
  | { kind: 'belowMinimum'; min: number }
  | { kind: 'aboveMaximum'; max: number }
  | { kind: 'aboveBalance'; balance: number };

export type StakeCheck = { ok: true; amount: number } | { ok: false; problem: StakeProblem };

const TYPED = /^\d{1,15}(?:\.\d+)?$/;

/** The typed text as a decimal (a comma read as a point), or null when it is not a plain non-negative number. */
function typedNumber(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  return TYPED.test(normalized) ? Number(normalized) : null;
}

const minorOf = (amount: number, currency: Currency) => toMinor(amount, currency) ?? 0n;

/**
 * Checks a typed stake against the bounds in minor units, so no float decides a boundary: a number, in the
 * currency's precision, within the game's limits, within the balance.
 */
export function checkStake(text: string, bounds: StakeBounds): StakeCheck {
  if (text.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  const amount = typedNumber(text);
  if (amount === null) return { ok: false, problem: { kind: 'invalid' } };
  const stake = toMinor(amount, bounds.currency);
  if (stake === null)
    return { ok: false, problem: { kind: 'precision', digits: fractionDigits(bounds.currency) } };
  if (stake < minorOf(bounds.min, bounds.currency))
    return { ok: false, problem: { kind: 'belowMinimum', min: bounds.min } };
  if (stake > minorOf(bounds.max, bounds.currency))
    return { ok: false, problem: { kind: 'aboveMaximum', max: bounds.max } };
  if (bounds.balance !== null && stake > minorOf(bounds.balance, bounds.currency))
    return { ok: false, problem: { kind: 'aboveBalance', balance: bounds.balance } };
  return { ok: true, amount };
}

/** The most a stake can be: the game's maximum, or the balance when it is lower (never below the minimum). */
function upperMinor(bounds: StakeBounds): bigint {
  const min = minorOf(bounds.min, bounds.currency);
  const max = minorOf(bounds.max, bounds.currency);
  const balance = bounds.balance === null ? max : minorOf(bounds.balance, bounds.currency);
  const upper = balance < max ? balance : max;
  return upper < min ? min : upper;
}

/** A stake in minor units held inside [minimum, upper], as the text the input shows. */
function clampedText(stake: bigint, bounds: StakeBounds): string {
  const min = minorOf(bounds.min, bounds.currency);
  const upper = upperMinor(bounds);
  const held = stake < min ? min : stake > upper ? upper : stake;
  return String(toMajor(held, bounds.currency));
}

/** The typed stake in minor units; the minimum when the text is not a stake of the currency. */
function typedMinor(text: string, bounds: StakeBounds): bigint {
  const amount = typedNumber(text);
  const stake = amount === null ? null : toMinor(amount, bounds.currency);
  return stake ?? minorOf(bounds.min, bounds.currency);
}

/** ½: half the stake, rounded down to the currency's precision, not below the minimum. */
export const halfStake = (text: string, bounds: StakeBounds) =>
  clampedText(typedMinor(text, bounds) / 2n, bounds);

/** ×2: twice the stake, not above the maximum or the balance. */
export const doubleStake = (text: string, bounds: StakeBounds) =>
  clampedText(typedMinor(text, bounds) * 2n, bounds);

/** Min: the game's minimum stake. */
export const minimumStake = (bounds: StakeBounds) => clampedText(0n, bounds);

/** Max: the game's maximum stake, or the whole balance when it is lower. */
export const maximumStake = (bounds: StakeBounds) => clampedText(upperMinor(bounds), bounds);
