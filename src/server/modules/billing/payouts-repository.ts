import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts, users } from '../../db/schema';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;
export type PayoutDecision = 'paid' | 'rejected' | 'failed';

/** The player's payout made with this idempotency key. */
export async function findPayoutByKey(db: Db, userId: number, key: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, key)));
  return row;
}

/** The player's newest payouts first. */
export function listPayouts(db: Db, userId: number, limit: number): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.id)).limit(limit);
}

/**
 * Reads a payout and locks its row until the transaction ends, so a second operator's decision waits for the first
 * and then finds it decided.
 */
export async function lockPayout(tx: Db, id: number): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

/** Moves a pending payout to `sending` before the provider is asked; undefined when it was not pending. */
export async function claimPayout(tx: Db, id: number): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'sending' })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .returning();
  return row;
}

/**
 * Moves a payout out of `from` (`pending` for a rejection, `sending` for the provider's answer) and records the
 * ledger transaction that closed it; undefined when it is no longer there, so a decision is taken once.
 */
export async function decidePayout(
  tx: Db,
  id: number,
  from: 'pending' | 'sending',
  decision: { status: PayoutDecision; reason: string | null; decidedAt: Date; settleTransactionId: number },
): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .update(payouts)
    .set(decision)
    .where(and(eq(payouts.id, id), eq(payouts.status, from)))
    .returning();
  return row;
}

export type PendingPayout = PayoutRow & { email: string | null; phone: string | null };

/** Every undecided payout (`pending`, or `sending` when an approval was cut short) with its player's login,
 * oldest first: the operator's queue. */
export function listPendingPayouts(db: Db): Promise<PendingPayout[]> {
  return db
    .select({
      ...getTableColumns(payouts),
      email: users.email,
      phone: users.phone,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(inArray(payouts.status, ['pending', 'sending']))
    .orderBy(asc(payouts.id));
}
