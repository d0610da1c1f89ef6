import type { OutcomeStream } from '../../fair/stream';
import { KENO_DRAWN, KENO_NUMBERS, type KenoParams } from './keno.params';

/** What a keno bet drew: the 10 numbers (1-based) in the order drawn, and the picked numbers among them. */
export type KenoOutcome = { drawn: number[]; hits: number[] };

/** The draw of a bet: `stream.sample(40, 10)`, plus one for the board's 1-based numbers; hits in the order drawn. */
export function kenoOutcome(stream: OutcomeStream, params: KenoParams): KenoOutcome {
  const drawn = stream.sample(KENO_NUMBERS, KENO_DRAWN).map((n) => n + 1);
  return { drawn, hits: drawn.filter((n) => params.numbers.includes(n)) };
}
