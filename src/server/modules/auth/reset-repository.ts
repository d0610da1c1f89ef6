import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resetTokens } from '../../db/schema';

export type ResetRow = typeof resetTokens.$inferSelect;

/** Stores a reset token by its hash. */
export async function insertResetToken(db: Db, values: typeof resetTokens.$inferInsert): Promise<void> {
  await db.insert(resetTokens).values(values);
}

/** The unused, unexpired token with this hash. */
export async function findLiveResetToken(db: Db, tokenHash: string, at: Date): Promise<ResetRow | undefined> {
  const [row] = await db
    .select()
    .from(resetTokens)
    .where(
      and(eq(resetTokens.tokenHash, tokenHash), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, at)),
    )
    .limit(1);
  return row;
}

/** Uses the token up; false when another request used it first. */
export async function useResetToken(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(resetTokens)
    .set({ usedAt: at })
    .where(and(eq(resetTokens.tokenHash, tokenHash), isNull(resetTokens.usedAt)))
    .returning({ tokenHash: resetTokens.tokenHash });
  return rows.length === 1;
}
