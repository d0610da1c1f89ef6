import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freeSpinUses } from '../../db/schema';

export type SpinUseRow = typeof freeSpinUses.$inferSelect;

/** Records a spin of a campaign under the game's reference; undefined when that reference is recorded already. */
export async function insertSpinUse(
  db: Db,
  campaignId: number,
  reference: string,
): Promise<SpinUseRow | undefined> {
  const [row] = await db
    .insert(freeSpinUses)
    .values({ campaignId, reference })
    .onConflictDoNothing({ target: freeSpinUses.reference })
    .returning();
  return row;
}

/** The spin recorded under this reference. */
export async function findSpinUse(db: Db, reference: string): Promise<SpinUseRow | undefined> {
  const [row] = await db.select().from(freeSpinUses).where(eq(freeSpinUses.reference, reference)).limit(1);
  return row;
}
