import * as z from 'zod/mini';
import '../../zod-locale';

/** A roll is one of the 10,001 values 0.00, 0.01, …, 100.00: `stream.int(10001)` hundredths. */
export const DICE_ROLLS = 10_001;

export const DICE_DIRECTIONS = ['over', 'under'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];

/**
 * The targets a bet may choose, in points: every target in range wins on 100 to 9,800 of the 10,001 rolls, a win
 * chance of 0.9999 % to 97.99 % and a multiplier of 99.0099× down to 1.0103× at a 99 % RTP.
 */
export const DICE_TARGET_RANGE: Readonly<Record<DiceDirection, { min: number; max: number }>> = {
  over: { min: 2, max: 99 },
  under: { min: 1, max: 98 },
};

/** Every target a bet in `direction` may choose, 0.01 apart, ascending. */
export function diceTargets(direction: DiceDirection): number[] {
  const { min, max } = DICE_TARGET_RANGE[direction];
  return Array.from({ length: (max - min) * 100 + 1 }, (_, i) => (min * 100 + i) / 100);
}

const DECIMAL = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/**
 * A number of points with at most two decimals (a target or a roll) as an integer count of hundredths, read from
 * its decimal text so no float product decides a bet; null for anything else.
 */
export function toHundredths(points: number): number | null {
  const match = DECIMAL.exec(String(points));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The game parameters of a dice bet: roll over or under `target` (points, two decimals at most). */
export const diceParams = z
  .strictObject({
    target: z.number({ error: 'dice_target_invalid: Enter a target number' }),
    direction: z.enum(DICE_DIRECTIONS, { error: 'dice_direction_invalid: Choose over or under' }),
  })
  .check(
    z.superRefine(({ target, direction }, ctx) => {
      const { min, max } = DICE_TARGET_RANGE[direction];
      if (target < min || target > max)
        ctx.addIssue({
          code: 'custom',
          path: ['target'],
          message: 'dice_target_out_of_range: Roll over a target from 2 to 99 or under a target from 1 to 98',
        });
      else if (toHundredths(target) === null)
        ctx.addIssue({
          code: 'custom',
          path: ['target'],
          message: 'dice_target_precision: The target has at most two decimals',
        });
    }),
  );
export type DiceParams = z.infer<typeof diceParams>;
