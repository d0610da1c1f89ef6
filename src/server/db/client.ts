import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installRoutines } from './routines';
import * as schema from './schema';

/** The Drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection string, for a process's own connections beside the pool (LISTEN). */
  url?: string;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory, to open copies of a migrated database quickly. */
  snapshot?: () => Promise<Blob | File>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; snapshot?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Key of the PostgreSQL advisory lock that lets one process at a time migrate a database ("casino:migrate"). */
const MIGRATION_LOCK = 0x6361_7369_6e6f;

/**
 * Applies pending migrations and then the routines (database functions kept beside their owner) on PostgreSQL,
 * holding an advisory lock so processes starting together migrate one after another.
 */
async function migratePostgres(url: string, db: NodePgDatabase<typeof schema>): Promise<void> {
  // a connection of its own, not the pool's: the migrations run on the pool meanwhile, which may have one connection
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(db, { migrationsFolder });
      await installRoutines({
        exec: async (script) => void (await client.query(script)),
        query: async (text, params) => (await client.query(text, params)).rows,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** Opens PostgreSQL (pooled) or embedded PGlite and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // an idle client whose server connection ends (restart, failover, dropped test database) emits 'error';
    // unheard, that event would crash the process, while the pool already replaces the client on next checkout
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    await migratePostgres(options.url, db);
    return { db: db as unknown as Db, engine: 'postgres', url: options.url, close: () => pool.end() };
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
  await installRoutines({
    exec: async (script) => void (await client.exec(script)),
    query: async (text, params) => (await client.query(text, params)).rows as never,
  });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
