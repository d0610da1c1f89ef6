import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { withLedgerErrors } from '../../ledger/post';
import { payouts, users } from '../../db/schema';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;
export type PayoutDecision = 'paid' | 'rejected' | 'failed';

type PayoutJson = {
  id: number;
  user_id: number;
  idempotency_key: string;
  request_hash: string;
  method: string;
  currency: string;
  amount: number | string;
  destination: string;
  status: string;
  reason: string | null;
  reserve_transaction_id: number | null;
  settle_transaction_id: number | null;
  decided_at: string | null;
  created_at: string;
};

function payoutFromJson(value: PayoutJson | string): PayoutRow {
  const j: PayoutJson = typeof value === 'string' ? JSON.parse(value) : value;
  return {
    id: j.id,
    userId: j.user_id,
    idempotencyKey: j.idempotency_key,
    requestHash: j.request_hash,
    method: j.method,
    currency: j.currency,
    amount: BigInt(j.amount),
    destination: j.destination,
    status: j.status,
    reason: j.reason,
    reserveTransactionId: j.reserve_transaction_id,
    settleTransactionId: j.settle_transaction_id,
    decidedAt: j.decided_at === null ? null : new Date(j.decided_at),
    createdAt: new Date(j.created_at),
  };
}

/**
 * Inserts a payout and reserves its amount from the player's main account, in one statement (the database's
 * `billing_request_payout`); when the player already used the idempotency key, answers that payout untouched
 * (`created` false). A balance too small fails with InsufficientFundsError and writes nothing.
 */
export async function requestPayout(
  db: Db,
  values: Pick<
    NewPayout,
    'userId' | 'idempotencyKey' | 'requestHash' | 'method' | 'currency' | 'destination'
  > & {
    amount: bigint;
  },
  accounts: { main: number; reserved: number },
): Promise<{ row: PayoutRow; created: boolean }> {
  const [answer] = await withLedgerErrors(`payout:${values.idempotencyKey}`, async () =>
    rowsOf<{ payout: PayoutJson | string; created: boolean }>(
      await db.execute(sql`select payout, created from billing_request_payout(
        ${values.userId}::bigint, ${values.idempotencyKey}, ${values.requestHash}, ${values.method},
        ${values.currency}, ${values.amount.toString()}::bigint, ${values.destination},
        ${accounts.main}::bigint, ${accounts.reserved}::bigint)`),
    ),
  );
  if (!answer) throw new Error(`billing_request_payout answered nothing for ${values.idempotencyKey}`);
  return { row: payoutFromJson(answer.payout), created: answer.created };
}

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
