import { performance } from 'node:perf_hooks';

/** Time as the hub reads it: epoch milliseconds, possibly with a fraction. */
export type RealtimeClock = { now(): number };

/**
 * The wall clock with the sub-millisecond digits of the monotonic clock: ids stay within a millisecond of the
 * wall time every process shares, and two processes publishing in the same millisecond rarely draw the same id.
 */
export const systemClock: RealtimeClock = { now: () => Date.now() + (performance.now() % 1) };

/** Message ids: publication times in microseconds, strictly increasing within the process. */
export function createIdSource(clock: RealtimeClock): () => number {
  let last = 0;
  return () => (last = Math.max(last + 1, Math.floor(clock.now() * 1000)));
}

// setTimeout fires at once for anything longer than 2^31 − 1 ms
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** A timer that does not keep the process alive; a delay beyond what setTimeout takes fires early, so callers check. */
export function unrefTimeout(run: () => void, ms: number): NodeJS.Timeout {
  const timer = setTimeout(run, Math.min(Math.max(ms, 0), LONGEST_TIMER_MS));
  timer.unref();
  return timer;
}
