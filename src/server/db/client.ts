import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the whole data directory, to open copies of a migrated database quickly. */
  snapshot?: () => Promise<Blob | File>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; snapshot?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PostgreSQL (pooled) or embedded PGlite and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // an idle client whose server connection ends (restart, failover, dropped test database) emits 'error';
    // unheard, that event would crash the process, while the pool already replaces the client on next checkout
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create(options.snapshot ? { loadDataDir: options.snapshot } : {});
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
