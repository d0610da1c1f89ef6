import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Millis } from './throttle';

/**
 * A store for `@fastify/rate-limit` that keeps its fixed-window counters in the database (`rate_counters`), so a
 * route's limit holds across every server process. Each rate-limited route names a `groupId`: it is part of the
 * key, so two routes never share a counter.
 */
export function databaseRateLimitStore(db: Db, clock: Millis): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock();
      const at = new Date(now).toISOString();
      const resets = new Date(now + timeWindow).toISOString();
      db.execute(
        sql`insert into rate_counters (key, count, resets_at) values (${key}, 1, ${resets}::timestamptz)
          on conflict (key) do update set
            count = case when rate_counters.resets_at <= ${at}::timestamptz then 1 else rate_counters.count + 1 end,
            resets_at = case when rate_counters.resets_at <= ${at}::timestamptz
              then excluded.resets_at else rate_counters.resets_at end
          returning count, resets_at`,
      ).then(
        (result) => {
          const [row] = rowsOf<{ count: number; resets_at: string | Date }>(result);
          if (!row) return callback(new Error(`rate counter ${key} answered nothing`));
          callback(null, { current: row.count, ttl: Math.max(0, new Date(row.resets_at).getTime() - now) });
        },
        (error: Error) => callback(error),
      );
    }

    // the plugin passes the route's merged rate-limit settings, whatever its typings say
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      if (typeof (routeOptions as { groupId?: unknown }).groupId !== 'string')
        throw new Error(
          'a rate-limited route needs a groupId: its counters are shared by name across processes',
        );
      return this;
    }
  }
  return DatabaseStore;
}

/** Deletes the counters whose window ended before `now`; answers how many. */
export async function pruneRateCounters(db: Db, now: Date): Promise<number> {
  const rows = rowsOf<{ n: string | number }>(
    await db.execute(sql`with gone as (delete from rate_counters where resets_at < ${now.toISOString()}::timestamptz
      returning 1) select count(*) as n from gone`),
  );
  return Number(rows[0]?.n ?? 0);
}
