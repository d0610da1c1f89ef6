/** Throttles shared by every server process: the hits of sliding windows, the counters of fixed windows. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One counted attempt (a failed login, a code sent, a registration): its throttle, the hashed key, the time. */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  // every check reads the newest hits of one key
  (t) => [
    index('throttle_hits_key_idx').on(t.scope, t.keyHash, t.at.desc()),
    index('throttle_hits_at_idx').on(t.at),
  ],
);

/** A fixed-window request counter of a rate-limited route (`@fastify/rate-limit`'s store): one row per key. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_resets_at_idx').on(t.resetsAt)],
);
