import { SlidingWindow, type Millis } from './throttle';
import { RateLimitedError } from '../http/refusals';

/**
 * Throttling limits, all sliding windows of 15 minutes, checked before any argon2 or code comparison:
 * - password logins / password update: 10 failures per account, 100 failures per IP
 * - code checks: 10 failures per address, 100 failures per IP (each code also dies after 5 wrong tries)
 * - code and mail sends: 5 per address, 30 per IP, plus a 60 s cooldown per purpose and address
 * - registrations: 20 per IP
 * Per-account limits stop guessing on one account; per-IP limits stop spraying many accounts from one host
 * (generous because of carrier NAT). State is per process; behind several processes the limits multiply.
 */
export type ThrottleLimits = {
  passwordPerAccount: number;
  passwordPerIp: number;
  codeChecksPerAccount: number;
  codeChecksPerIp: number;
  sendsPerAccount: number;
  sendsPerIp: number;
  registrationsPerIp: number;
};

export const DEFAULT_LIMITS: ThrottleLimits = {
  passwordPerAccount: 10,
  passwordPerIp: 100,
  codeChecksPerAccount: 10,
  codeChecksPerIp: 100,
  sendsPerAccount: 5,
  sendsPerIp: 30,
  registrationsPerIp: 20,
};

const WINDOW_MS = 15 * 60_000;
/** Minimum time between two codes of one purpose to one address. */
export const RESEND_COOLDOWN_MS = 60_000;

/** The throttles of one app instance. */
export type Throttles = ReturnType<typeof createThrottles>;

/** Builds every throttle with the given limits and clock. */
export function createThrottles(limits: ThrottleLimits, clock: Millis) {
  const window = (limit: number) => new SlidingWindow(limit, WINDOW_MS, clock);
  return {
    passwordAccount: window(limits.passwordPerAccount),
    passwordIp: window(limits.passwordPerIp),
    codeAccount: window(limits.codeChecksPerAccount),
    codeIp: window(limits.codeChecksPerIp),
    sendAccount: window(limits.sendsPerAccount),
    sendIp: window(limits.sendsPerIp),
    sendCooldown: new SlidingWindow(1, RESEND_COOLDOWN_MS, clock),
    registerIp: window(limits.registrationsPerIp),
  };
}

/** A throttle and the key it counts. */
export type Gate = readonly [SlidingWindow, string];

/** Throws 429 with the longest wait when any gate is at its limit. */
export function guard(...gates: Gate[]): void {
  const wait = Math.max(0, ...gates.map(([w, key]) => w.retryAfter(key)));
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Counts one hit on every gate. */
export function hitAll(...gates: Gate[]): void {
  for (const [w, key] of gates) w.hit(key);
}
