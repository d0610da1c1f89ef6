import type { OutcomeStream } from '../../fair/stream';
import { ROULETTE_POCKETS } from './roulette.layout';

/** The pocket the ball fell into, 0–36. */
export type RouletteOutcome = { pocket: number };

/** The spin of a bet: `int(37)` of its stream. */
export function rouletteOutcome(stream: OutcomeStream): RouletteOutcome {
  return { pocket: stream.int(ROULETTE_POCKETS) };
}
