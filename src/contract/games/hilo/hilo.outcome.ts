import type { OutcomeStream } from '../../fair/stream';
import { hiloCards } from './hilo.cards';
import { HILO_ROUND_CARDS } from './hilo.params';

/** A hilo round's card sequence, fixed when the bet is placed: card 0 is shown at once, one more per move. */
export type HiloOutcome = { cards: number[] };

/** The cards of a bet: the first `HILO_ROUND_CARDS` cards of its stream. */
export function hiloOutcome(stream: OutcomeStream): HiloOutcome {
  return { cards: hiloCards(stream, HILO_ROUND_CARDS) };
}
