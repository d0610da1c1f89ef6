import { performance } from 'node:perf_hooks';

/** What one measured phase achieved: operations per second and latency percentiles in milliseconds. */
export type PhaseResult = {
  /** Operations that ended inside the measured window. */
  ops: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The phase ran out of prepared work before its time was up. */
  exhausted: boolean;
};

export type DriveOptions = {
  /** Callers running at once; each starts its next operation when the previous one ends. */
  concurrency: number;
  /** Untimed running first, so connections are open and code is compiled when timing starts. */
  warmupSeconds: number;
  seconds: number;
  /**
   * One operation; `i` counts from 0 over the whole phase (warm-up included). False: it failed. Undefined: no
   * prepared work left, the caller stops.
   */
  op: (i: number) => Promise<boolean | undefined>;
  /** Called when the measured window opens and when it closes (at its time, or when the work ran out). */
  window?: { opened: () => void; closed: () => void };
};

const MAX_SAMPLES = 2_000_000;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!;
}

/** Runs `op` from `concurrency` callers for a fixed time and measures every operation that ends inside it. */
export async function drive({
  concurrency,
  warmupSeconds,
  seconds,
  op,
  window,
}: DriveOptions): Promise<PhaseResult> {
  const latencies = new Float64Array(MAX_SAMPLES);
  let samples = 0;
  let errors = 0;
  let next = 0;
  let exhausted = false;
  const start = performance.now();
  const measureFrom = start + warmupSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  let lastEnd = measureFrom;
  let open = false;
  let closed = false;
  // driven from the callers' own loop, not timers: an in-process PGlite answers through microtasks alone, and
  // a timer would not fire until the phase is over
  const tick = (now: number) => {
    if (!open && now >= measureFrom) {
      open = true;
      window?.opened();
    }
    if (open && !closed && now >= end) close();
  };
  const close = () => {
    if (open && !closed) window?.closed();
    closed = true;
  };

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!exhausted && performance.now() < end) {
        const began = performance.now();
        tick(began);
        const ok = await op(next++);
        const ended = performance.now();
        tick(ended);
        if (ok === undefined) {
          exhausted = true;
          close();
          break;
        }
        // throughput counts completions inside the window, as a steady state delivers them
        if (ended < measureFrom || ended > end) continue;
        lastEnd = Math.max(lastEnd, ended);
        if (!ok) errors++;
        else if (samples < MAX_SAMPLES) latencies[samples++] = ended - began;
      }
    }),
  );
  close();
  const elapsed = ((exhausted ? lastEnd : end) - measureFrom) / 1000;
  const sorted = latencies.slice(0, samples).sort();
  return {
    ops: samples,
    seconds: elapsed,
    perSecond: elapsed > 0 ? samples / elapsed : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors,
    exhausted,
  };
}
