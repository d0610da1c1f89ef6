import type { Db } from './client';

/**
 * A query built once per database handle and kept as a Drizzle prepared statement, for the hot paths of money
 * requests: no SQL is built per call, and on PostgreSQL the statement is named, so each connection parses and
 * plans it once. `build` must give the same SQL text for every handle, as the name stands for it.
 */
export function preparedQuery<P>(build: (db: Db) => P): (db: Db) => P {
  const byHandle = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      prepared = build(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
