import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { lockDataDir } from './pglite-lock';

/**
 * Opens the configured database for a process (the server or the operator CLI): PostgreSQL when DATABASE_URL is
 * set, else PGlite in DATA_DIR, locked to this process until closed.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl)
    return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize });
  const dataDir = path.join(config.dataDir, 'pglite');
  mkdirSync(config.dataDir, { recursive: true });
  const release = lockDataDir(path.join(config.dataDir, 'pglite.lock'), dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
