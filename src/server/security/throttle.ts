import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { arrayLiteral } from '../db/array-literal';
import { rowsOf } from '../db/rows';
import { sha256 } from './digest';

/** A clock in milliseconds; tests inject a fake one. */
export type Millis = () => number;

/** A sliding-window limit: at most `limit` hits of one key within `windowMs`. `scope` names it in the database. */
export type SlidingWindow = { scope: string; limit: number; windowMs: number };

/** A throttle and the key it counts (an account, an IP address, an address and purpose). */
export type Gate = readonly [SlidingWindow, string];

// keys carry e-mail addresses, phone numbers and IPs; the table needs only to tell them apart
const keyHash = (key: string) => sha256(key);

/**
 * Sliding windows kept in the database (`throttle_hits`), so every server process counts the same attempts: a
 * login throttled through one process is throttled through all. Times come from the server's clock.
 */
export function createThrottleStore(db: Db, clock: Millis) {
  return {
    /** Seconds until every gate is under its limit again; 0 when all are. One round trip for all the gates. */
    async retryAfter(gates: readonly Gate[]): Promise<number> {
      if (!gates.length) return 0;
      const now = clock();
      // the hit that must leave the window before the key is under its limit: the limit-th newest
      const rows = rowsOf<{ i: string | number; at: string | Date | null }>(
        await db.execute(sql`
          select g.i, (
            select h.at from throttle_hits h
            where h.scope = g.scope and h.key_hash = g.key_hash and h.at > g.since
            order by h.at desc offset g.lim - 1 limit 1
          ) as at
          from unnest(
            ${arrayLiteral(gates.map(([w]) => w.scope))}::text[],
            ${arrayLiteral(gates.map(([, key]) => keyHash(key)))}::text[],
            ${arrayLiteral(gates.map(([w]) => w.limit))}::int[],
            ${arrayLiteral(gates.map(([w]) => new Date(now - w.windowMs).toISOString()))}::timestamptz[]
          ) with ordinality as g(scope, key_hash, lim, since, i)`),
      );
      let wait = 0;
      for (const row of rows) {
        if (row.at === null) continue;
        const window = gates[Number(row.i) - 1]![0].windowMs;
        wait = Math.max(wait, Math.ceil((new Date(row.at).getTime() + window - now) / 1000), 1);
      }
      return wait;
    },

    /** Counts one hit on every gate. */
    async hit(gates: readonly Gate[]): Promise<void> {
      if (!gates.length) return;
      const at = new Date(clock()).toISOString();
      await db.execute(sql`
        insert into throttle_hits (scope, key_hash, at)
        select scope, key_hash, ${at}::timestamptz
        from unnest(
          ${arrayLiteral(gates.map(([w]) => w.scope))}::text[],
          ${arrayLiteral(gates.map(([, key]) => keyHash(key)))}::text[]
        )
          as g(scope, key_hash)`);
    },

    /** Forgets a key's hits (an account after a successful login). */
    async reset([window, key]: Gate): Promise<void> {
      await db.execute(
        sql`delete from throttle_hits where scope = ${window.scope} and key_hash = ${keyHash(key)}`,
      );
    },

    /** Deletes hits older than `before`, which no window can count any more; answers how many. */
    async prune(before: Date): Promise<number> {
      const rows = rowsOf<{ n: string | number }>(
        await db.execute(sql`with gone as (delete from throttle_hits where at < ${before.toISOString()}::timestamptz returning 1)
          select count(*) as n from gone`),
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
export type ThrottleStore = ReturnType<typeof createThrottleStore>;
