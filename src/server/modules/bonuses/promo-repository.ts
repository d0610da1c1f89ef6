import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PromoCodeKind } from '../../../contract/bonuses';
import type { Db } from '../../db/client';
import { promoCodes, promoRedemptions } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type RedemptionRow = typeof promoRedemptions.$inferSelect;

/** Inserts a code; undefined when the code exists already. */
export async function insertPromoCode(
  db: Db,
  values: Pick<PromoCodeRow, 'code' | 'kind' | 'programId' | 'expiresAt' | 'maxUses'>,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return row;
}

/** Every code, newest first. */
export function listPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db
    .select()
    .from(promoCodes)
    .orderBy(sql`${promoCodes.createdAt} desc`, asc(promoCodes.code));
}

/** The condition of a code that can still be used at `at`: not expired, uses left. */
const usableAt = (at: Date) =>
  and(
    or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, at)),
    or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
  );

/** The code (upper-case) when it is of one of `kinds` and can still be used at `at`. */
export async function findUsableCode(
  db: Db,
  code: string,
  kinds: readonly PromoCodeKind[],
  at: Date,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), inArray(promoCodes.kind, [...kinds]), usableAt(at)));
  return row;
}

/**
 * Counts one use of a usable code, in one statement: two players taking the last use at once cannot both get it.
 * Undefined when the code is unknown, of another kind, expired or used up.
 */
export async function claimPromoCode(
  tx: Db,
  code: string,
  kinds: readonly PromoCodeKind[],
  at: Date,
): Promise<PromoCodeRow | undefined> {
  const [row] = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(and(eq(promoCodes.code, code), inArray(promoCodes.kind, [...kinds]), usableAt(at)))
    .returning();
  return row;
}

/** The player's use of a code, if any. */
export async function findRedemption(
  db: Db,
  code: string,
  userId: number,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.userId, userId)));
  return row;
}

/** Records a use of a code at `createdAt`; undefined when the player used it already. */
export async function insertRedemption(
  tx: Db,
  values: Pick<RedemptionRow, 'code' | 'userId' | 'programId' | 'expiresAt' | 'createdAt'>,
): Promise<RedemptionRow | undefined> {
  const [row] = await tx
    .insert(promoRedemptions)
    .values(values)
    .onConflictDoNothing({ target: [promoRedemptions.code, promoRedemptions.userId] })
    .returning();
  return row;
}

/**
 * The player's redemptions waiting for a deposit at `at`: made by then and not past their end, oldest first.
 * Made "by then" keeps the answer for a deposit the same when its webhook is replayed later.
 */
export function waitingRedemptions(db: Db, userId: number, at: Date): Promise<RedemptionRow[]> {
  return db
    .select()
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.userId, userId),
        eq(promoRedemptions.status, 'waiting'),
        lte(promoRedemptions.createdAt, at),
        gt(promoRedemptions.expiresAt, at),
      ),
    )
    .orderBy(asc(promoRedemptions.id));
}

/** Moves a waiting redemption to credited with its bonus; undefined when it was not waiting. */
export async function markRedemptionCredited(
  tx: Db,
  id: number,
  credit: { bonusId: number; invoiceId: number | null; at: Date },
): Promise<RedemptionRow | undefined> {
  const [row] = await tx
    .update(promoRedemptions)
    .set({ status: 'credited', bonusId: credit.bonusId, invoiceId: credit.invoiceId, creditedAt: credit.at })
    .where(and(eq(promoRedemptions.id, id), eq(promoRedemptions.status, 'waiting')))
    .returning();
  return row;
}
