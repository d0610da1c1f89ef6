import { assign, setup } from 'xstate';
import { notProvidedAction } from '../shared/not-provided';
import { msLeft, nextTickIn } from './countdown.time';
import type { CountdownContext, CountdownInput } from './countdown.types';

/**
 * A visible countdown to a moment (a bonus's expiry, a free-spin campaign's end): ticks whenever the time left
 * crosses a whole second and ends when the moment is reached. Each tick reads the clock, so a background tab whose
 * timers lag still shows the right time.
 */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    input: {} as CountdownInput,
  },
  delays: {
    nextTick: ({ context }) => nextTickIn(context.endsAt, context.now),
  },
  guards: {
    isOver: ({ context }) => msLeft(context.endsAt, context.now) === 0,
  },
  actions: {
    // Timers only say that time has passed; how much is the clock's to say.
    readClock: assign((): Pick<CountdownContext, 'now'> => notProvidedAction('readClock')),
  },
}).createMachine({
  id: 'countdown',
  description: 'Counts down to a moment, ticking on each whole second of the time left; over at the moment.',
  context: ({ input }) => ({ endsAt: input.endsAt, now: input.now }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Whether the moment is reached.',
      always: [{ guard: 'isOver', target: 'over' }, { target: 'counting' }],
    },
    counting: {
      description: 'Waits until the time left crosses the next whole second.',
      after: { nextTick: { target: 'checking', actions: 'readClock' } },
    },
    over: { description: 'The moment is reached.', type: 'final' },
  },
});
