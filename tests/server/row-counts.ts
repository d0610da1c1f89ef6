import { getTableName, is, sql, Table } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import * as schema from '../../src/server/db/schema';

/** The throttles' tables: counting refused attempts (a failed login, a rate-limited call) is their whole job. */
export const COUNTS_REFUSALS = ['throttle_hits', 'rate_counters'];

/**
 * Every table of the schema, so a new table is watched without editing a test, except the throttles': the tables a
 * refused request must not write.
 */
export const WATCHED_TABLES = Object.values(schema)
  .filter((value) => is(value, Table))
  .map((table) => getTableName(table as Table))
  .filter((name) => !COUNTS_REFUSALS.includes(name));

/** Row counts of every watched table, to show that a refusal wrote nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const columns = sql.raw(WATCHED_TABLES.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', '));
  return rowsOf<Record<string, number>>(await db.execute(sql`select ${columns}`))[0]!;
}
