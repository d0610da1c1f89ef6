import type { OutcomeStream } from '../../fair/stream';
import { DICE_ROLLS } from './dice.params';

/** What a dice bet rolled: 0.00–100.00 in points. */
export type DiceOutcome = { roll: number };

/** The roll of a bet: the first `int(10001)` of its stream, in hundredths. */
export function diceOutcome(stream: OutcomeStream): DiceOutcome {
  return { roll: stream.int(DICE_ROLLS) / 100 };
}
