import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Currency } from '../../../../contract/constants';
import type { Db } from '../../../db/client';
import { playerBonuses } from '../../../db/schema';

/** A bonus as stored: amounts in minor units. */
export type PlayerBonus = typeof playerBonuses.$inferSelect;
export type BonusStatus = 'active' | 'converted' | 'forfeited' | 'cancelled';
/** How a bonus ended. */
export type FinishedStatus = Exclude<BonusStatus, 'active'>;

/** The bonus with this id. */
export async function findBonus(db: Db, id: number): Promise<PlayerBonus | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
  return row;
}

/** The bonus a source (an invoice, a promo code use) granted, if it granted one. */
export async function findBonusBySource(db: Db, sourceKey: string): Promise<PlayerBonus | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.sourceKey, sourceKey));
  return row;
}

/** The player's active bonus in a currency (there is at most one). */
export async function findActiveBonus(
  db: Db,
  userId: number,
  currency: Currency,
): Promise<PlayerBonus | undefined> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, userId),
        eq(playerBonuses.currency, currency),
        eq(playerBonuses.status, 'active'),
      ),
    );
  return row;
}

/**
 * Inserts an active bonus; undefined when its source key was granted already. A second active bonus of the
 * player and currency fails `player_bonuses_one_active_key`.
 */
export async function insertBonus(
  db: Db,
  values: Pick<
    PlayerBonus,
    'userId' | 'currency' | 'programId' | 'name' | 'amount' | 'wagerRequired' | 'expiresAt' | 'sourceKey'
  >,
): Promise<PlayerBonus | undefined> {
  const [row] = await db
    .insert(playerBonuses)
    .values(values)
    .onConflictDoNothing({ target: playerBonuses.sourceKey })
    .returning();
  return row;
}

/**
 * Adds a stake to an active, unexpired bonus's progress, capped at the requirement; undefined when the bonus is
 * no longer active or has expired (the sweep forfeits it).
 */
export async function addWagerProgress(
  tx: Db,
  id: number,
  amount: bigint,
  at: Date,
): Promise<PlayerBonus | undefined> {
  const [row] = await tx
    .update(playerBonuses)
    .set({
      wagerProgress: sql`least(${playerBonuses.wagerProgress} + ${amount.toString()}::bigint, ${playerBonuses.wagerRequired})`,
    })
    .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'active'), gt(playerBonuses.expiresAt, at)))
    .returning();
  return row;
}

/**
 * Moves a bonus out of `active`, recording what the ending moved; undefined when it was not active, so a bonus
 * ends once however many conversions, cancels and sweeps race for it.
 */
export async function finishBonus(
  tx: Db,
  id: number,
  status: FinishedStatus,
  moved: bigint,
  at: Date,
): Promise<PlayerBonus | undefined> {
  const [row] = await tx
    .update(playerBonuses)
    .set({
      status,
      finishedAt: at,
      ...(status === 'converted' ? { convertedAmount: moved } : { forfeitedAmount: moved }),
    })
    .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'active')))
    .returning();
  return row;
}

/** Every bonus of the player, newest first. */
export function listBonuses(db: Db, userId: number): Promise<PlayerBonus[]> {
  return db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.userId, userId))
    .orderBy(desc(playerBonuses.id));
}

/** Ids of the active bonuses that expired at or before `at`, oldest expiry first. */
export async function expiredBonusIds(db: Db, at: Date): Promise<number[]> {
  const rows = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.status, 'active'), lte(playerBonuses.expiresAt, at)))
    .orderBy(playerBonuses.expiresAt, playerBonuses.id);
  return rows.map((r) => r.id);
}
