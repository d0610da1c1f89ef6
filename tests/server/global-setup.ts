import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';

/**
 * Creating and migrating PGlite costs seconds per test file; loading a migrated snapshot costs a fraction of
 * that, so the suite makes one snapshot and every test database starts from it.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ kind: 'memory' });
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
  await database.close();
  process.env.TEST_PGLITE_SNAPSHOT = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
