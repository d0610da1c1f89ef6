import { describe, expect, it } from 'vitest';
import { assign, createActor, SimulatedClock } from 'xstate';
import { countdownMachine } from './countdown.machine';
import { selectIsOver, selectMsLeft } from './countdown.select';
import { nextTickIn } from './countdown.time';

const SECOND = 1_000;
const T0 = Date.UTC(2026, 2, 1, 12, 0, 0);

/** A countdown to T0 + `left` on a simulated clock; clock readings come from it. */
function start(left: number) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const actor = createActor(
    countdownMachine.provide({ actions: { readClock: assign({ now: () => clock.now() }) } }),
    { clock, input: { endsAt: T0 + left, now: clock.now() } },
  ).start();
  return { actor, clock, left: () => selectMsLeft(actor.getSnapshot()) };
}

describe('countdown', () => {
  it('ticks when the time left crosses a whole second, never later than 1 s', () => {
    expect(nextTickIn(T0 + 5 * SECOND, T0)).toBe(SECOND);
    expect(nextTickIn(T0 + 5 * SECOND, T0 + 250)).toBe(750);
    expect(nextTickIn(T0, T0 + 10)).toBe(SECOND);
  });

  it('counts down second by second and ends exactly at the moment', () => {
    const { actor, clock, left } = start(2_500);
    expect(left()).toBe(2_500);
    clock.increment(499);
    expect(left()).toBe(2_500);
    clock.increment(1);
    expect(left()).toBe(2_000);
    clock.increment(SECOND);
    expect(left()).toBe(SECOND);
    expect(selectIsOver(actor.getSnapshot())).toBe(false);
    clock.increment(SECOND);
    expect(left()).toBe(0);
    expect(selectIsOver(actor.getSnapshot())).toBe(true);
  });

  it('reads the clock on a late tick, as a sleeping tab wakes up', () => {
    const { clock, left } = start(10 * SECOND);
    clock.set(T0 + 7_300);
    expect(left()).toBe(2_700);
  });

  it('is over at once for a moment already past', () => {
    const { actor, left } = start(-SECOND);
    expect(selectIsOver(actor.getSnapshot())).toBe(true);
    expect(left()).toBe(0);
  });
});
