import { TIMINGS } from '../../src/contract/constants';

/** Milliseconds left until `endsAt` at `now`; 0 once it is reached. */
export function msLeft(endsAt: number, now: number): number {
  return Math.max(0, endsAt - now);
}

/**
 * Milliseconds to the next tick: the next moment the time left crosses a whole second, so the shown seconds
 * change on time and the last tick lands exactly on the end. At most one second.
 */
export function nextTickIn(endsAt: number, now: number): number {
  return msLeft(endsAt, now) % TIMINGS.countdownTick || TIMINGS.countdownTick;
}
