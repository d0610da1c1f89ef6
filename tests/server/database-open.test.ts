import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { routineFiles } from '../../src/server/db/routines';
import { createPostgresDatabase } from './test-database';
import { adminUrl, describeOnPostgres } from './describe-postgres';

describeOnPostgres('opening a PostgreSQL database', () => {
  it('migrates once when processes open it together, even with a pool of one connection each', async () => {
    const fresh = await createPostgresDatabase(adminUrl!);
    try {
      const opened = await Promise.all(
        [1, 1, 2].map((poolSize) => openDatabase({ kind: 'postgres', url: fresh.url, poolSize })),
      );
      const [first] = opened;
      const routines = rowsOf<{ name: string }>(
        await first!.db.execute(sql`select name from schema_routines order by name`),
      );
      // the query sorts by name; the files install folder by folder
      expect(routines.map((r) => r.name)).toEqual(
        routineFiles()
          .map((r) => r.name)
          .sort(),
      );
      const functions = rowsOf<{ n: number }>(
        await first!.db.execute(
          sql`select count(*)::int as n from pg_proc where proname = 'ledger_place_bet'`,
        ),
      );
      expect(functions[0]!.n).toBe(1);
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
