import type { Gate, SlidingWindow, ThrottleStore } from './throttle';
import { RateLimitedError } from '../http/refusals';

/**
 * Throttling limits, all sliding windows of 15 minutes, checked before any argon2 or code comparison:
 * - password logins / password update: 10 failures per account, 100 failures per IP
 * - code checks: 10 failures per address, 100 failures per IP (each code also dies after 5 wrong tries)
 * - code and mail sends: 5 per address, 30 per IP, plus a 60 s cooldown per purpose and address
 * - registrations: 20 per IP
 * Per-account limits stop guessing on one account; per-IP limits stop spraying many accounts from one host
 * (generous because of carrier NAT). The hits live in the database, so several processes share the limits.
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
/** Hits older than this count in no window and are pruned. */
export const LONGEST_WINDOW_MS = Math.max(WINDOW_MS, RESEND_COOLDOWN_MS);

/** The throttles of the server, shared by every process through the database. */
export type Throttles = ReturnType<typeof createThrottles>;

/** Builds every throttle with the given limits over the shared store. */
export function createThrottles(limits: ThrottleLimits, store: ThrottleStore) {
  const window = (scope: string, limit: number, windowMs = WINDOW_MS): SlidingWindow => ({
    scope,
    limit,
    windowMs,
  });
  return {
    passwordAccount: window('password-account', limits.passwordPerAccount),
    passwordIp: window('password-ip', limits.passwordPerIp),
    codeAccount: window('code-account', limits.codeChecksPerAccount),
    codeIp: window('code-ip', limits.codeChecksPerIp),
    sendAccount: window('send-account', limits.sendsPerAccount),
    sendIp: window('send-ip', limits.sendsPerIp),
    sendCooldown: window('send-cooldown', 1, RESEND_COOLDOWN_MS),
    registerIp: window('register-ip', limits.registrationsPerIp),

    /** Throws 429 with the longest wait when any gate is at its limit. */
    async guard(...gates: Gate[]): Promise<void> {
      const wait = await store.retryAfter(gates);
      if (wait > 0) throw new RateLimitedError(wait);
    },

    /** Counts one hit on every gate. */
    hit: (...gates: Gate[]): Promise<void> => store.hit(gates),

    /** Forgets the gate's key (an account after a successful login). */
    reset: (gate: Gate): Promise<void> => store.reset(gate),

    /** Deletes the hits no window counts any more. */
    prune: (now: Date): Promise<number> => store.prune(new Date(now.getTime() - LONGEST_WINDOW_MS)),
  };
}

export type { Gate } from './throttle';
