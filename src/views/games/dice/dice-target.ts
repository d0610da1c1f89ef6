import {
  DICE_TARGET_RANGE,
  diceParams,
  toHundredths,
  type DiceDirection,
  type DiceParams,
} from '../../../contract/games/dice';

/** The target a new page starts with: roll over 50.50, a 49.49 % chance. */
export const DEFAULT_DICE_PARAMS: DiceParams = { target: 50.5, direction: 'over' };

/**
 * The target of the other direction with the same win chance: over t wins the rolls above t, under 100 − t the
 * rolls below it, the same count. The ranges map onto each other (over 2–99 ↔ under 98–1).
 */
export function mirroredTarget(target: number): number {
  const hundredths = toHundredths(target);
  return hundredths === null ? target : (10_000 - hundredths) / 100;
}

/** A target held inside the direction's range and rounded to hundredths (a slider may give more decimals). */
export function heldTarget(target: number, direction: DiceDirection): number {
  const { min, max } = DICE_TARGET_RANGE[direction];
  return Math.min(max, Math.max(min, Math.round(target * 100) / 100));
}

/** The typed target as the game's parameters, or the `"<key>: <text>"` of why it cannot be bet. */
export function readDiceParams(
  text: string,
  direction: DiceDirection,
): { ok: true; params: DiceParams } | { ok: false; error: string } {
  const typed = text.trim().replace(',', '.');
  const parsed = diceParams.safeParse({ target: typed === '' ? Number.NaN : Number(typed), direction });
  if (parsed.success) return { ok: true, params: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'dice_target_invalid' };
}
