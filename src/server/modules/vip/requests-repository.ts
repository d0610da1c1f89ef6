import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { VipRequestType } from '../../../contract/vip';
import type { Db } from '../../db/client';
import { users, vipRequests } from '../../db/schema';

export type VipRequestRow = typeof vipRequests.$inferSelect;
export type VipDecision = 'approved' | 'declined';

/**
 * The player's open request of this type: inserted now (`created`), or the one already waiting. The partial unique
 * index on open requests makes two requests at once store one row.
 */
export async function openRequest(
  db: Db,
  userId: number,
  requestType: VipRequestType,
): Promise<{ row: VipRequestRow; created: boolean }> {
  for (;;) {
    const [inserted] = await db
      .insert(vipRequests)
      .values({ userId, requestType })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { row: inserted, created: true };
    const [waiting] = await db
      .select()
      .from(vipRequests)
      .where(
        and(
          eq(vipRequests.userId, userId),
          eq(vipRequests.requestType, requestType),
          eq(vipRequests.status, 'open'),
        ),
      );
    // the one in the way was decided between the two statements: try again
    if (waiting) return { row: waiting, created: false };
  }
}

/** The player's requests still waiting for a manager, oldest first. */
export function listOpenRequestsOf(db: Db, userId: number): Promise<VipRequestRow[]> {
  return db
    .select()
    .from(vipRequests)
    .where(and(eq(vipRequests.userId, userId), eq(vipRequests.status, 'open')))
    .orderBy(asc(vipRequests.id));
}

export type OpenVipRequest = VipRequestRow & { email: string | null; phone: string | null; currency: string };

/** Every open request with its player's login, oldest first: the operator's queue. */
export function listOpenRequests(db: Db): Promise<OpenVipRequest[]> {
  return db
    .select({
      ...getTableColumns(vipRequests),
      email: users.email,
      phone: users.phone,
      currency: users.currency,
    })
    .from(vipRequests)
    .innerJoin(users, eq(users.id, vipRequests.userId))
    .where(eq(vipRequests.status, 'open'))
    .orderBy(asc(vipRequests.id));
}

/** The request with this id. */
export async function findRequest(db: Db, id: number): Promise<VipRequestRow | undefined> {
  const [row] = await db.select().from(vipRequests).where(eq(vipRequests.id, id));
  return row;
}

/** Moves an open request to `decision`; undefined when it is not open (any more), so a request is decided once. */
export async function decideRequest(
  tx: Db,
  id: number,
  decision: VipDecision,
  at: Date,
): Promise<VipRequestRow | undefined> {
  const [row] = await tx
    .update(vipRequests)
    .set({ status: decision, decidedAt: at })
    .where(and(eq(vipRequests.id, id), eq(vipRequests.status, 'open')))
    .returning();
  return row;
}
