import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';

/**
 * A fresh, migrated database for one test server: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close) for `npm run test:pg`.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshotFile = process.env.TEST_PGLITE_SNAPSHOT;
    const snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
    return openDatabase({ kind: 'memory', ...(snapshot ? { snapshot } : {}) });
  }
  const fresh = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 8 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * An empty database on the PostgreSQL server of `adminUrl`, for a test that hands the URL to a server process;
 * `drop` removes it even while connections are open.
 */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
