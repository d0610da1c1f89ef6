import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ssoCodes, ssoSessionFamilies, ssoSessions } from '../../db/schema';

export type SsoCodeRow = typeof ssoCodes.$inferSelect;
export type SsoSessionRow = typeof ssoSessions.$inferSelect;
export type SsoPurpose = 'establish' | 'authorize';

/** Stores a code by its hash. */
export async function insertSsoCode(db: Db, row: typeof ssoCodes.$inferInsert): Promise<void> {
  await db.insert(ssoCodes).values(row);
}

/**
 * Spends a code in one statement: only an unused, unexpired code of this purpose bound to this host and state matches, so
 * two requests presenting it at once cannot both get it.
 */
export async function spendSsoCode(
  db: Db,
  where: { codeHash: string; purpose: SsoPurpose; mirrorHost: string; stateHash: string },
  at: Date,
): Promise<SsoCodeRow | undefined> {
  const [row] = await db
    .update(ssoCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(ssoCodes.codeHash, where.codeHash),
        eq(ssoCodes.purpose, where.purpose),
        eq(ssoCodes.mirrorHost, where.mirrorHost),
        eq(ssoCodes.stateHash, where.stateHash),
        isNull(ssoCodes.usedAt),
        gt(ssoCodes.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

/** Opens a central session. */
export async function insertSsoSession(db: Db, row: typeof ssoSessions.$inferInsert): Promise<void> {
  await db.insert(ssoSessions).values(row);
}

const live = (at: Date) => and(isNull(ssoSessions.revokedAt), gt(ssoSessions.expiresAt, at));

/** The live central session whose cookie token has this hash. */
export async function findLiveSsoSession(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<SsoSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(ssoSessions)
    .where(and(eq(ssoSessions.tokenHash, tokenHash), live(at)))
    .limit(1);
  return row;
}

/**
 * The live central session with this id, locked until the transaction ends: a logout revoking it waits, and then
 * also revokes the family this transaction links to it.
 */
export async function lockLiveSsoSession(db: Db, id: string, at: Date): Promise<SsoSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(ssoSessions)
    .where(and(eq(ssoSessions.id, id), live(at)))
    .for('update');
  return row;
}

/** Links a mirror session (refresh family) to a central session. */
export async function linkFamily(
  db: Db,
  row: { familyId: string; ssoSessionId: string; mirrorHost: string },
): Promise<void> {
  await db.insert(ssoSessionFamilies).values(row);
}
