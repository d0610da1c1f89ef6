import { assign, type AnyEventObject, type NonReducibleUnknown } from 'xstate';
import { defineModel } from '../../tests/model/model-config';
import { countdownMachine } from './countdown.machine';
import { nextTickIn } from './countdown.time';
import type { CountdownContext } from './countdown.types';

const T0 = Date.UTC(2026, 2, 1, 12, 0, 0);

/**
 * Path-test model of the countdown. The harness never moves its clock, so the fake clock reading moves `now` by
 * exactly the delay of the tick that fired. Inputs: 1.5 s left (a half tick, then a whole one ends it), and a
 * moment already past.
 */
export const modelConfig = defineModel(countdownMachine, {
  provide: {
    actions: {
      // the machine invokes no actors, so the actor type is given: inferred, it would be `any`
      readClock: assign<CountdownContext, AnyEventObject, NonReducibleUnknown, AnyEventObject, never>({
        now: ({ context }) => context.now + nextTickIn(context.endsAt, context.now),
      }),
    },
  },
  inputs: [
    { endsAt: T0 + 1_500, now: T0 },
    { endsAt: T0 - 1_000, now: T0 },
  ],
});
