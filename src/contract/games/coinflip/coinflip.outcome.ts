import type { OutcomeStream } from '../../fair/stream';
import { COIN_SIDES, type CoinSide } from './coinflip.params';

/** The side the coin landed on. */
export type CoinflipOutcome = { side: CoinSide };

/** The flip of a bet: `int(2)` of its stream, 0 heads and 1 tails. */
export function coinflipOutcome(stream: OutcomeStream): CoinflipOutcome {
  return { side: COIN_SIDES[stream.int(COIN_SIDES.length)]! };
}
