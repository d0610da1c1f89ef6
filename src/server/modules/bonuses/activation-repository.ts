import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonusActivations } from '../../db/schema';

export type ActivationRow = typeof bonusActivations.$inferSelect;

const waitingOf = (userId: number) =>
  and(eq(bonusActivations.userId, userId), eq(bonusActivations.status, 'waiting'));

/** The player's choice waiting for a deposit, if any. */
export async function findWaitingActivation(db: Db, userId: number): Promise<ActivationRow | undefined> {
  const [row] = await db.select().from(bonusActivations).where(waitingOf(userId));
  return row;
}

/**
 * Makes `programId` the player's waiting choice: a waiting choice of another program is withdrawn, then the new
 * one inserted. Undefined when that program is already the waiting choice (or a concurrent choice won): the
 * partial unique index allows one waiting row per player.
 */
export async function chooseProgram(
  tx: Db,
  userId: number,
  programId: string,
  at: Date,
): Promise<ActivationRow | undefined> {
  await tx
    .update(bonusActivations)
    .set({ status: 'withdrawn', endedAt: at })
    .where(and(waitingOf(userId), ne(bonusActivations.programId, programId)));
  const [row] = await tx
    .insert(bonusActivations)
    .values({ userId, programId, createdAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The choice was earned by a deposit: it stops waiting. */
export async function markActivationUsed(
  tx: Db,
  id: number,
  used: { invoiceId: number; bonusId: number; at: Date },
): Promise<void> {
  await tx
    .update(bonusActivations)
    .set({ status: 'used', invoiceId: used.invoiceId, bonusId: used.bonusId, endedAt: used.at })
    .where(and(eq(bonusActivations.id, id), eq(bonusActivations.status, 'waiting')));
}
