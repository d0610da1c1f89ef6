import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authCodes } from '../db/schema';

export type CodeRow = typeof authCodes.$inferSelect;
export type CodePurpose = 'login' | 'verify' | 'reset';

/** Which codes a lookup means: one purpose and channel, and an address or a user. */
export type CodeScope = {
  purpose: CodePurpose;
  channel: 'email' | 'phone';
  destination?: string;
  userId?: number | null;
};

function scopeFilter(scope: CodeScope): SQL | undefined {
  const owner: SQL[] = [];
  if (scope.destination) owner.push(eq(authCodes.destination, scope.destination));
  if (scope.userId) owner.push(eq(authCodes.userId, scope.userId));
  return and(
    eq(authCodes.purpose, scope.purpose),
    eq(authCodes.channel, scope.channel),
    isNull(authCodes.consumedAt),
    owner.length ? or(...owner) : sql`false`,
  );
}

/** Retires every open code of the scope, so only the newest one works. */
export async function supersedeCodes(db: Db, scope: CodeScope, at: Date): Promise<void> {
  await db.update(authCodes).set({ consumedAt: at }).where(scopeFilter(scope));
}

/** Stores a new code (by its HMAC). */
export async function insertCode(db: Db, values: typeof authCodes.$inferInsert): Promise<void> {
  await db.insert(authCodes).values(values);
}

/** The newest open code of the scope. */
export async function latestOpenCode(db: Db, scope: CodeScope): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(scopeFilter(scope))
    .orderBy(desc(authCodes.id))
    .limit(1);
  return row;
}

/** Counts one wrong try and returns the new count. */
export async function countAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(eq(authCodes.id, id))
    .returning({ attempts: authCodes.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Uses the code up; false when another request used it first. */
export async function consumeCode(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ consumedAt: at })
    .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  return rows.length === 1;
}
