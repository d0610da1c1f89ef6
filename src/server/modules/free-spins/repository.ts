import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freeSpinCampaigns } from '../../db/schema';

export type CampaignRow = typeof freeSpinCampaigns.$inferSelect;
export type NewCampaign = typeof freeSpinCampaigns.$inferInsert;

/** Inserts a campaign unless one with its source key exists; undefined when it did (a replayed grant). */
export async function insertCampaign(db: Db, values: NewCampaign): Promise<CampaignRow | undefined> {
  const [row] = await db
    .insert(freeSpinCampaigns)
    .values(values)
    .onConflictDoNothing({ target: freeSpinCampaigns.sourceKey })
    .returning();
  return row;
}

/** The campaign with this source key. */
export async function findCampaignBySource(db: Db, sourceKey: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(freeSpinCampaigns)
    .where(eq(freeSpinCampaigns.sourceKey, sourceKey))
    .limit(1);
  return row;
}

/** The campaign with this id when it belongs to this player. */
export async function findOwnCampaign(db: Db, id: number, userId: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(freeSpinCampaigns)
    .where(and(eq(freeSpinCampaigns.id, id), eq(freeSpinCampaigns.userId, userId)))
    .limit(1);
  return row;
}

/** The player's campaign, locked until the transaction ends: spins of one campaign are taken one at a time. */
export async function lockOwnCampaign(db: Db, id: number, userId: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(freeSpinCampaigns)
    .where(and(eq(freeSpinCampaigns.id, id), eq(freeSpinCampaigns.userId, userId)))
    .for('update')
    .limit(1);
  return row;
}

/** The player's campaigns still playable at `now`, the soonest to expire first (then the oldest grant). */
export function listLiveCampaigns(db: Db, userId: number, now: Date): Promise<CampaignRow[]> {
  return db
    .select()
    .from(freeSpinCampaigns)
    .where(
      and(
        eq(freeSpinCampaigns.userId, userId),
        eq(freeSpinCampaigns.status, 'active'),
        gt(freeSpinCampaigns.expiresAt, now),
      ),
    )
    .orderBy(asc(freeSpinCampaigns.expiresAt), asc(freeSpinCampaigns.id));
}

/** Every campaign of the player, the newest grant first: the operator's view. */
export function listAllCampaigns(db: Db, userId: number): Promise<CampaignRow[]> {
  return db
    .select()
    .from(freeSpinCampaigns)
    .where(eq(freeSpinCampaigns.userId, userId))
    .orderBy(desc(freeSpinCampaigns.id));
}

/**
 * Cancels the player's campaign if it is still playable at `now`, in one conditional update: of two cancels at
 * once, the second finds it no longer active. Undefined when nothing was cancelled.
 */
export async function cancelLiveCampaign(
  db: Db,
  id: number,
  userId: number,
  now: Date,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(freeSpinCampaigns)
    .set({ status: 'cancelled', closedAt: now })
    .where(
      and(
        eq(freeSpinCampaigns.id, id),
        eq(freeSpinCampaigns.userId, userId),
        eq(freeSpinCampaigns.status, 'active'),
        gt(freeSpinCampaigns.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * Takes one spin from the player's campaign if it is still playable at `now`; the campaign becomes `used` with its
 * last spin. Undefined when no spin was taken.
 */
export async function takeSpin(
  db: Db,
  id: number,
  userId: number,
  now: Date,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(freeSpinCampaigns)
    .set({
      spinsLeft: sql`${freeSpinCampaigns.spinsLeft} - 1`,
      status: sql`case when ${freeSpinCampaigns.spinsLeft} = 1 then 'used' else 'active' end`,
      closedAt: sql`case when ${freeSpinCampaigns.spinsLeft} = 1 then ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(freeSpinCampaigns.id, id),
        eq(freeSpinCampaigns.userId, userId),
        eq(freeSpinCampaigns.status, 'active'),
        gt(freeSpinCampaigns.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Marks every active campaign whose time ended by `now` expired, as of its expiry; returns how many. */
export async function expireCampaigns(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(freeSpinCampaigns)
    .set({ status: 'expired', closedAt: sql`${freeSpinCampaigns.expiresAt}` })
    .where(and(eq(freeSpinCampaigns.status, 'active'), lte(freeSpinCampaigns.expiresAt, now)))
    .returning({ id: freeSpinCampaigns.id });
  return rows.length;
}
