/**
 * The product's periodic jobs by name, each with the interval it runs at unless `JOB_INTERVALS` names it. The name
 * keys the job's row in the `jobs` table and its entry in JOB_INTERVALS, which is checked against these names.
 */
export const JOB_EVERY = {
  /** Marks unpaid invoices past their life expired; reads answer them expired at once regardless. */
  'invoice-expiry': 60_000,
  /** Marks free-spin campaigns past their expiry expired. */
  'free-spin-expiry': 60_000,
  /** Forfeits expired bonuses; an expired bonus counts no wagers while it waits. */
  'bonus-expiry': 60_000,
  /** Deletes SSO codes that died over an hour ago. */
  'sso-code-sweep': 10 * 60_000,
  /** Credits the rakeback and cashback of closed weeks. */
  'vip-rewards': 60 * 60_000,
  /** Deletes throttle hits and rate counters no window counts any more. */
  'throttle-prune': 10 * 60_000,
} as const;

/** The name of one of the product's jobs. */
export type JobName = keyof typeof JOB_EVERY;

/** Every job name of the product, for checking JOB_INTERVALS. */
export const JOB_NAMES = Object.keys(JOB_EVERY) as JobName[];
