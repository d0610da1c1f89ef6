import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, ssoSessionFamilies, ssoSessions } from '../db/schema';

// A session (refresh family) may be joined to a central single sign-on session; ending one ends the other, in
// the same transaction, whichever module ends it.

/** Revokes central sessions and every refresh credential of the families linked to them; answers those families. */
async function revokeSsoSessions(db: Db, ids: string[], at: Date): Promise<string[]> {
  if (!ids.length) return [];
  // the session rows first: their row locks order this after an exchange linking a family to one of them
  await db
    .update(ssoSessions)
    .set({ revokedAt: at })
    .where(and(inArray(ssoSessions.id, ids), isNull(ssoSessions.revokedAt)));
  const linked = db
    .select({ familyId: ssoSessionFamilies.familyId })
    .from(ssoSessionFamilies)
    .where(inArray(ssoSessionFamilies.ssoSessionId, ids));
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(inArray(refreshTokens.familyId, linked), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(ended.map((row) => row.familyId))];
}

/**
 * Ends the central session a family is linked to, if any, with every mirror session linked to it; answers the
 * families (sessions) that ended.
 */
export async function endSsoSessionOfFamily(db: Db, familyId: string, at: Date): Promise<string[]> {
  const rows = await db
    .select({ id: ssoSessionFamilies.ssoSessionId })
    .from(ssoSessionFamilies)
    .where(eq(ssoSessionFamilies.familyId, familyId));
  return revokeSsoSessions(
    db,
    rows.map((r) => r.id),
    at,
  );
}

/**
 * Revokes the user's central sessions, except the one the kept family is linked to. Their mirror sessions are
 * the caller's to revoke (it signs the user out of every family anyway).
 */
export async function revokeUserSsoSessions(
  db: Db,
  userId: number,
  at: Date,
  keepFamily?: string,
): Promise<void> {
  const kept = keepFamily
    ? db
        .select({ id: ssoSessionFamilies.ssoSessionId })
        .from(ssoSessionFamilies)
        .where(eq(ssoSessionFamilies.familyId, keepFamily))
    : undefined;
  await db
    .update(ssoSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(ssoSessions.userId, userId),
        isNull(ssoSessions.revokedAt),
        ...(kept ? [notInArray(ssoSessions.id, kept)] : []),
      ),
    );
}
