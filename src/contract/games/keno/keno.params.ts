import * as z from 'zod/mini';
import '../../zod-locale';

/** The board: numbers 1 to 40, of which each round draws 10. */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
/** A bet picks 1 to 10 distinct numbers. */
export const KENO_MIN_PICKS = 1;
export const KENO_MAX_PICKS = 10;

/** The paytable families, from the balanced classic one to the one that pays only many hits, but big. */
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

/** The game parameters of a keno bet: the risk level and the numbers picked (1-based, any order, distinct). */
export const kenoParams = z.strictObject({
  risk: z.enum(KENO_RISKS, { error: 'keno_risk_invalid: Choose classic, low, medium or high risk' }),
  numbers: z
    .array(
      z
        .number({ error: 'keno_numbers_invalid: Pick whole numbers from 1 to 40' })
        .check(
          z.int('keno_numbers_invalid: Pick whole numbers from 1 to 40'),
          z.minimum(1, 'keno_numbers_invalid: Pick whole numbers from 1 to 40'),
          z.maximum(KENO_NUMBERS, 'keno_numbers_invalid: Pick whole numbers from 1 to 40'),
        ),
      { error: 'keno_numbers_invalid: Pick whole numbers from 1 to 40' },
    )
    .check(
      z.minLength(KENO_MIN_PICKS, 'keno_numbers_count: Pick 1 to 10 numbers'),
      z.maxLength(KENO_MAX_PICKS, 'keno_numbers_count: Pick 1 to 10 numbers'),
      z.refine((numbers) => new Set(numbers).size === numbers.length, {
        message: 'keno_numbers_repeated: Pick each number once',
      }),
    ),
});
export type KenoParams = z.infer<typeof kenoParams>;
