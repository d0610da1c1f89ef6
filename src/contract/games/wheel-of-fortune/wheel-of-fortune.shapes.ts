import type { WheelRisk, WheelSegmentCount } from './wheel-of-fortune.params';

const repeat = (block: readonly number[], times: number) => Array.from({ length: times }, () => block).flat();

const bigSegment = (segments: number, weight: number) => [weight, ...Array<number>(segments - 1).fill(0)];

const LOW_BLOCK = [15, 12, 12, 12, 0, 12, 12, 12, 12, 0];

/** Zero on every other segment, the paying ones in between in the order given. */
const alternate = (paying: readonly number[]) => paying.flatMap((w) => [w, 0]);

/**
 * The hand-designed look of each wheel, segment by segment in the order they sit on the wheel, as relative
 * weights. Low risk: per ten segments eight pay (seven 12s, one 15) and two are zero. Medium: every other
 * segment is zero, the rest mostly 15 and 20 with a few larger ones. High: one segment holds everything. The
 * weights are tenths of the multiplier at the declared 99 % (every wheel's weights add up to 9.9 per ten
 * segments), so at 99 % the table reads 1.2×, 1.5×, 2× …; `wheelTable` scales them to any RTP exactly.
 */
export const WHEEL_SHAPES: Readonly<
  Record<WheelRisk, Readonly<Record<WheelSegmentCount, readonly number[]>>>
> = {
  low: {
    10: repeat(LOW_BLOCK, 1),
    20: repeat(LOW_BLOCK, 2),
    30: repeat(LOW_BLOCK, 3),
    40: repeat(LOW_BLOCK, 4),
    50: repeat(LOW_BLOCK, 5),
  },
  medium: {
    10: [0, 19, 0, 15, 0, 20, 0, 15, 0, 30],
    20: alternate([15, 20, 20, 20, 15, 30, 18, 20, 20, 20]),
    30: alternate([15, 15, 20, 15, 20, 20, 15, 30, 15, 20, 20, 17, 40, 15, 20]),
    40: alternate([15, 20, 15, 30, 20, 15, 20, 16, 15, 20, 40, 20, 15, 20, 15, 30, 20, 15, 20, 15]),
    50: alternate([
      15, 20, 15, 20, 30, 15, 20, 15, 20, 15, 20, 15, 50, 20, 15, 20, 15, 20, 30, 15, 20, 15, 20, 15, 20,
    ]),
  },
  high: {
    10: bigSegment(10, 99),
    20: bigSegment(20, 198),
    30: bigSegment(30, 297),
    40: bigSegment(40, 396),
    50: bigSegment(50, 495),
  },
};
