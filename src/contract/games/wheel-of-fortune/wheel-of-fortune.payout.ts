import { DECLARED_RTP } from '../rtp';
import { mul, ratio, toNumber, type Ratio } from '../ratio';
import type { WheelOfFortuneParams } from './wheel-of-fortune.params';
import type { WheelOfFortuneOutcome } from './wheel-of-fortune.outcome';
import { WHEEL_SHAPES } from './wheel-of-fortune.shapes';

const tables = new Map<string, readonly Ratio[]>();

/**
 * The multiplier of each segment of a wheel, in wheel order: its shape weight × RTP × segments / Σ weights, so
 * the mean over the equally likely segments is the RTP exactly, whatever the weights.
 */
export function wheelTable(
  { segments, risk }: WheelOfFortuneParams,
  rtp: Ratio = DECLARED_RTP.wheelOfFortune,
): readonly Ratio[] {
  const key = `${segments}:${risk}:${rtp.num}/${rtp.den}`;
  let table = tables.get(key);
  if (!table) {
    const shape = WHEEL_SHAPES[risk][segments];
    const scale = mul(
      rtp,
      ratio(
        segments,
        shape.reduce((sum, w) => sum + w, 0),
      ),
    );
    table = shape.map((w) => mul(ratio(w), scale));
    tables.set(key, table);
  }
  return table;
}

/** The segment multipliers as numbers, for drawing the wheel and its legend. */
export const wheelDisplayTable = (params: WheelOfFortuneParams, rtp: Ratio = DECLARED_RTP.wheelOfFortune) =>
  wheelTable(params, rtp).map(toNumber);

/** The multiplier a spin pays: that of the segment it stopped on. */
export const wheelOfFortunePayout = (
  outcome: WheelOfFortuneOutcome,
  params: WheelOfFortuneParams,
  rtp: Ratio = DECLARED_RTP.wheelOfFortune,
): Ratio => {
  const multiplier = wheelTable(params, rtp)[outcome.segment];
  if (!multiplier)
    throw new RangeError(`segment ${outcome.segment} is not on a ${params.segments}-segment wheel`);
  return multiplier;
};
