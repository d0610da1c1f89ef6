import { performance } from 'node:perf_hooks';

/**
 * Latencies of bench:realtime: every process stamps and reads time with the same high-resolution wall clock, so a
 * publication time taken in the hub and a receive time taken in a client process compare to a few microseconds.
 */
export const preciseClock = { now: () => performance.timeOrigin + performance.now() };

const BUCKET_MS = 0.05;
const BUCKETS = 200_000; // up to 10 s

/** A histogram of latencies in 50 µs buckets; what a client process sends back is its non-empty buckets. */
export function createLatencyHistogram() {
  const counts = new Uint32Array(BUCKETS);
  return {
    add(ms: number) {
      counts[Math.min(BUCKETS - 1, Math.max(0, Math.floor(ms / BUCKET_MS)))]!++;
    },
    buckets(): [number, number][] {
      const found: [number, number][] = [];
      for (let i = 0; i < BUCKETS; i++) if (counts[i]) found.push([i, counts[i]!]);
      return found;
    },
  };
}

/** Percentiles (0–1) in ms of several processes' buckets taken together; NaN when there are no samples. */
export function percentiles(parts: readonly [number, number][][], wanted: readonly number[]): number[] {
  const merged = new Map<number, number>();
  for (const part of parts)
    for (const [bucket, count] of part) merged.set(bucket, (merged.get(bucket) ?? 0) + count);
  const sorted = [...merged].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  return wanted.map((p) => {
    if (total === 0) return Number.NaN;
    const rank = Math.ceil(p * total);
    let seen = 0;
    for (const [bucket, count] of sorted) {
      seen += count;
      if (seen >= rank) return (bucket + 1) * BUCKET_MS;
    }
    return Number.NaN;
  });
}

/** The id of an event frame (its publication time in µs), read from its first bytes without parsing the rest. */
export function eventIdOf(frame: Buffer): number | null {
  const match = /^\{"type":"event","id":(\d+)/.exec(frame.toString('latin1', 0, 40));
  return match ? Number(match[1]) : null;
}
