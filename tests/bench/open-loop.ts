import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** What an open-loop phase achieved; latencies in ms from each operation's scheduled send time. */
export type OpenLoopResult = {
  offered: number;
  /** Operations that succeeded before the deadline. */
  ops: number;
  errors: number;
  /** Operations still without an answer at the deadline, then aborted. */
  unanswered: number;
  /** Successes per second from the first scheduled send to the last answer. */
  perSecond: number;
  /** Percentiles over every offered operation; a failed or unanswered one counts as infinitely late. */
  p50: number;
  p99: number;
  max: number;
  /** When the last answer (success or failure) arrived, in ms from the first scheduled send. */
  lastAnswerMs: number;
};

export type OpenLoopOptions = {
  /** Operations per second, sent on schedule whether or not earlier ones were answered. */
  rate: number;
  count: number;
  /** How long after the last scheduled send answers are waited for; then the rest are aborted. */
  graceMs: number;
  /** One operation; false or a rejection: it failed. `signal` aborts it at the deadline. */
  op: (i: number, signal: AbortSignal) => Promise<boolean>;
  /** Called when the first operation is due and when the phase ends (every answer in, or the deadline). */
  window?: { opened: () => void; closed: () => void };
};

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!
    : Number.NaN;
}

/**
 * Sends `count` operations at `rate` a second, each on its own schedule, and measures each from the time it was
 * due, not from when it went out: a server that falls behind is charged the queue it caused (no coordinated
 * omission), including the wait for a free connection in the client.
 */
export async function openLoop({
  rate,
  count,
  graceMs,
  op,
  window,
}: OpenLoopOptions): Promise<OpenLoopResult> {
  const latencies = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const abort = new AbortController();
  setMaxListeners(0, abort.signal);
  const interval = 1000 / rate;
  const start = performance.now();
  const deadline = start + (count - 1) * interval + graceMs;
  let ops = 0;
  let errors = 0;
  let answered = 0;
  let lastAnswer = start;
  let allAnswered: () => void = () => {};
  const everyAnswer = new Promise<void>((resolve) => (allAnswered = resolve));

  const settle = (i: number, ok: boolean) => {
    const now = performance.now();
    if (now > deadline) return;
    answered += 1;
    lastAnswer = now;
    if (ok) {
      ops += 1;
      latencies[i] = now - (start + i * interval);
    } else errors += 1;
    if (answered === count) allAnswered();
  };
  const send = (i: number) =>
    op(i, abort.signal).then(
      (ok) => settle(i, ok),
      () => settle(i, false),
    );

  window?.opened();
  for (let next = 0; next < count;) {
    // every operation already due goes now: a late timer must not thin out the offered load
    const now = performance.now();
    while (next < count && start + next * interval <= now) void send(next++);
    if (next < count) await sleep(Math.max(0, start + next * interval - performance.now()));
  }
  const late = new AbortController();
  await Promise.race([
    everyAnswer,
    sleep(Math.max(0, deadline - performance.now()), undefined, { signal: late.signal }),
  ]);
  late.abort();
  window?.closed();
  abort.abort();
  const sorted = latencies.sort();
  const seconds = (lastAnswer - start) / 1000;
  return {
    offered: count,
    ops,
    errors,
    unanswered: count - answered,
    perSecond: seconds > 0 ? ops / seconds : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    lastAnswerMs: lastAnswer - start,
  };
}
