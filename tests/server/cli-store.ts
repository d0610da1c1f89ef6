import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { runOps, runOpsHere } from '../support/ops-process';
import { TEST_ENV } from './harness';

/**
 * A throwaway embedded store that a test file and the CLI share, removed after the file: `ops` runs the CLI of
 * `npm run ops -- …` on it in this process, `spawnOps` runs the command itself in a process of its own; `openData`
 * opens it the way the server and the CLI do, `withData` around one piece of work (the CLI cannot open it while the
 * test holds it).
 */
export function cliStore(name: string, extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `casino-ops-${name}-`));
  const env: Record<string, string> = { ...TEST_ENV, DATA_DIR: dataDir, ...extraEnv };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const openData = () => openConfiguredDatabase(loadConfig(env));
  return {
    env,
    ops: (...args: string[]) => runOpsHere(env, ...args),
    spawnOps: (...args: string[]) => runOps(env, ...args),
    openData,
    async withData<T>(work: (database: Database) => Promise<T>): Promise<T> {
      const database = await openData();
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
  };
}
