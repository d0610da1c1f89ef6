import type { OutcomeStream } from '../../fair/stream';
import type { WheelOfFortuneParams } from './wheel-of-fortune.params';

/** The segment the wheel stopped on, 0 … segments − 1 in wheel order. */
export type WheelOfFortuneOutcome = { segment: number };

/** The spin of a bet: `int(segments)` of its stream. */
export function wheelOfFortuneOutcome(
  stream: OutcomeStream,
  params: WheelOfFortuneParams,
): WheelOfFortuneOutcome {
  return { segment: stream.int(params.segments) };
}
