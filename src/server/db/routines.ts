import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folders of database functions kept as source beside the code that owns them; each `*.sql` file is one
 * routine, installed in name order, folder by folder: the ledger's (every function that moves money), then the
 * bonus module's (the deposit decision that runs in the crediting statement).
 */
const ROUTINE_FOLDERS = [
  fileURLToPath(new URL('../ledger/sql/', import.meta.url)),
  fileURLToPath(new URL('../modules/bonuses/sql/', import.meta.url)),
];

/** A routine file: its name, its text and the SHA-256 of the text. */
export type Routine = { name: string; text: string; checksum: string };

/** Every routine file, in install order. */
export function routineFiles(): Routine[] {
  return ROUTINE_FOLDERS.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => {
        const text = readFileSync(path.join(folder, name), 'utf8');
        return {
          name: `${path.basename(path.dirname(folder))}/${name}`,
          text,
          checksum: createHash('sha256').update(text).digest('hex'),
        };
      }),
  );
}

/** What installing needs of a database connection: running a script of several statements, and one query. */
export type RoutineTarget = {
  exec: (script: string) => Promise<void>;
  query: <T>(text: string, params: unknown[]) => Promise<T[]>;
};

/**
 * Installs each routine whose text differs from the one recorded in `schema_routines` (all of them on a new
 * database), each with its record in one transaction. Run after the migrations, under the migration lock.
 */
export async function installRoutines(target: RoutineTarget): Promise<string[]> {
  const installed = new Map(
    (
      await target.query<{ name: string; checksum: string }>('select name, checksum from schema_routines', [])
    ).map((row) => [row.name, row.checksum]),
  );
  const changed = routineFiles().filter((routine) => installed.get(routine.name) !== routine.checksum);
  for (const routine of changed) {
    const name = routine.name.replace(/'/g, "''");
    try {
      await target.exec(`begin;
${routine.text}
;
insert into schema_routines (name, checksum, installed_at) values ('${name}', '${routine.checksum}', now())
  on conflict (name) do update set checksum = excluded.checksum, installed_at = excluded.installed_at;
commit;`);
    } catch (error) {
      await target.exec('rollback').catch(() => undefined);
      throw error;
    }
  }
  return changed.map((routine) => routine.name);
}
