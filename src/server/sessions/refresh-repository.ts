import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { refreshTokens } from '../db/schema';
import { revokeUserSsoSessions } from './central-sessions';

export type RefreshRow = typeof refreshTokens.$inferSelect;

/** Stores a refresh credential by its hash. */
export async function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** The credential with this hash, if any. */
export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the credential spent unless it already is; true when this call spent it. */
export async function spendRefreshToken(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ spentAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.spentAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes every live credential of a family (one login on one device). */
export async function revokeFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Revokes every family of a user, optionally keeping the current one, and the user's central SSO sessions except
 * the one the kept family belongs to: a central session must not sign a mirror back in after "sign out everywhere".
 * Answers the families (sessions) that ended.
 */
export async function revokeUserFamilies(
  db: Db,
  userId: number,
  at: Date,
  keepFamily?: string,
): Promise<string[]> {
  const scope = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(keepFamily ? and(scope, ne(refreshTokens.familyId, keepFamily)) : scope)
    .returning({ familyId: refreshTokens.familyId });
  await revokeUserSsoSessions(db, userId, at, keepFamily);
  return [...new Set(ended.map((row) => row.familyId))];
}

// every authenticated request asks it
const liveFamily = preparedQuery((db) =>
  db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)))
    .limit(1)
    .prepare('live_refresh_family'),
);

/** Whether a session (refresh family) still has a credential that is not revoked. */
export async function isFamilyLive(db: Db, familyId: string): Promise<boolean> {
  const [row] = await liveFamily(db).execute({ familyId });
  return row !== undefined;
}
