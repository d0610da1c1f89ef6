import * as z from 'zod/mini';
import '../../zod-locale';

/** The wheels on offer, by number of segments. */
export const WHEEL_SEGMENT_COUNTS = [10, 20, 30, 40, 50] as const;
export type WheelSegmentCount = (typeof WHEEL_SEGMENT_COUNTS)[number];

/** How the return is spread: low pays small and often, high pays one big segment. */
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];

/** The game parameters of a wheel spin: which wheel and which risk level. */
export const wheelOfFortuneParams = z.strictObject({
  segments: z.literal(WHEEL_SEGMENT_COUNTS, {
    error: 'wheel_segments_invalid: Choose 10, 20, 30, 40 or 50 segments',
  }),
  risk: z.enum(WHEEL_RISKS, { error: 'wheel_risk_invalid: Choose low, medium or high risk' }),
});
export type WheelOfFortuneParams = z.infer<typeof wheelOfFortuneParams>;
