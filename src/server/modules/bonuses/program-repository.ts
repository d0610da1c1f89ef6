import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bonusPrograms } from '../../db/schema';
import { programSchema, type Program } from './program-schema';

/**
 * Stores the programs of the programs file: each is inserted or updated to its definition there and marked
 * active; a stored program the file no longer lists is marked inactive (its bonuses and codes keep naming it).
 * Throws on a definition the schema refuses, so a bad edit of the file stops the start.
 */
export async function seedPrograms(db: Db, programs: readonly Program[]): Promise<void> {
  const parsed = programs.map((p) => programSchema.parse(p));
  const ids = parsed.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new Error('bonus program ids must be unique');
  await db.transaction(async (tx) => {
    for (const program of parsed) {
      await tx
        .insert(bonusPrograms)
        .values({ id: program.id, kind: program.kind, definition: program })
        .onConflictDoUpdate({
          target: bonusPrograms.id,
          set: { kind: program.kind, definition: program, active: true, updatedAt: sql`now()` },
        });
    }
    await tx
      .update(bonusPrograms)
      .set({ active: false, updatedAt: sql`now()` })
      .where(and(eq(bonusPrograms.active, true), ids.length ? notInArray(bonusPrograms.id, ids) : undefined));
  });
}

/** The active programs, by id. */
export async function activePrograms(db: Db): Promise<Program[]> {
  const rows = await db
    .select({ definition: bonusPrograms.definition })
    .from(bonusPrograms)
    .where(eq(bonusPrograms.active, true))
    .orderBy(bonusPrograms.id);
  return rows.map((r) => programSchema.parse(r.definition));
}

/** One active program. */
export async function findActiveProgram(db: Db, id: string): Promise<Program | undefined> {
  const [row] = await db
    .select({ definition: bonusPrograms.definition })
    .from(bonusPrograms)
    .where(and(eq(bonusPrograms.id, id), eq(bonusPrograms.active, true)));
  return row ? programSchema.parse(row.definition) : undefined;
}

/** The version of the active programs (`bonus_programs_stamp`, modules/bonuses/sql: the deposit's statement checks it). */
export const activeProgramsStamp = sql<string>`bonus_programs_stamp()`;

/** The active programs by id, with the stamp of this version of them (read in one statement, so they agree). */
export async function stampedActivePrograms(db: Db): Promise<{ stamp: string; programs: Program[] }> {
  const [row] = rowsOf<{ stamp: string; definitions: unknown[] | null }>(
    await db.execute(sql`select ${activeProgramsStamp} as stamp,
      (select json_agg(p.definition order by p.id) from ${bonusPrograms} p where p.active) as definitions`),
  );
  if (!row) throw new Error('the programs stamp answered no row');
  return { stamp: row.stamp, programs: (row.definitions ?? []).map((d) => programSchema.parse(d)) };
}
