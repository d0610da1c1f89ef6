import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client';

/** Runs one statement with positional parameters and answers its rows. */
export type NamedStatement = <T>(values: unknown[]) => Promise<T[]>;

/**
 * A statement of the hottest paths run on the driver underneath Drizzle, on the root handle (outside any
 * transaction): no query is built per call, and on PostgreSQL it is a named prepared statement, parsed and planned
 * once per connection. Values go as the driver sends them (bigints as strings); the rows come as it parses them
 * (int8 as strings on pg, json parsed on both), so callers convert with `Number`/`BigInt`.
 */
export function namedStatement(db: Db, name: string, text: string): NamedStatement {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('totalCount' in client) {
    const pool = client;
    return async <T>(values: unknown[]) => (await pool.query({ name, text, values })).rows as T[];
  }
  const pglite = client;
  return async <T>(values: unknown[]) => (await pglite.query<T>(text, values)).rows;
}
