import { REALTIME } from '../../src/contract/realtime';

/** How far a reconnect wait strays from its base either way (contract: ±20 %). */
export const JITTER = 0.2;

/**
 * The wait before reconnect number `attempt + 1`: `reconnectFirstMs × reconnectFactor^attempt`, capped at
 * `reconnectMaxMs`, then jittered by ±20 % with `unit` in [0, 1). The cap comes first so that tabs which have all
 * reached it still spread out instead of returning at the same moment.
 */
export function reconnectDelay(attempt: number, unit: number): number {
  const base = Math.min(
    REALTIME.reconnectMaxMs,
    REALTIME.reconnectFirstMs * REALTIME.reconnectFactor ** Math.max(0, attempt),
  );
  return Math.round(base * (1 - JITTER + 2 * JITTER * unit));
}

/** A 32-bit seed for the jitter sequence from a random source in [0, 1). */
export function seedFrom(random: () => number): number {
  return Math.floor(random() * 2 ** 32) >>> 0;
}

/**
 * The next draw of the jitter sequence (mulberry32): a number in [0, 1) and the seed after it. The sequence lives
 * in the context as a number, so the machine stays serialisable and a test can replay it from a fixed seed.
 */
export function nextJitter(seed: number): { unit: number; seed: number } {
  const next = (seed + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { unit: ((t ^ (t >>> 14)) >>> 0) / 2 ** 32, seed: next };
}
