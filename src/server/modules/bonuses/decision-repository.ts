import { and, count, eq, lt } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Db } from '../../db/client';
import { depositBonusDecisions, invoices } from '../../db/schema';

export type DecisionRow = typeof depositBonusDecisions.$inferSelect;
export type DecisionOutcome = 'granted' | 'bonus_active' | 'below_minimum' | 'none';

/** The invoice, locked for the rest of `tx`: the bonus of one deposit is decided by one transaction at a time. */
export async function lockInvoice(tx: Db, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** What a deposit earned, once decided. */
export async function findDecision(db: Db, invoiceId: number): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(depositBonusDecisions)
    .where(eq(depositBonusDecisions.invoiceId, invoiceId));
  return row;
}

/** Records what a deposit earned. */
export async function insertDecision(
  tx: Db,
  values: Pick<
    DecisionRow,
    'invoiceId' | 'userId' | 'outcome' | 'programId' | 'step' | 'redemptionId' | 'bonusId'
  >,
): Promise<void> {
  await tx.insert(depositBonusDecisions).values(values);
}

/**
 * How many of the player's deposits were credited before the one credited by ledger transaction `creditTx`
 * (credits are numbered by their ledger transactions, so a replay counts the same); all of them without it.
 */
export async function paidDepositsBefore(db: Db, userId: number, creditTx?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, userId),
        eq(invoices.status, PAYMENT_STATUS.paid),
        creditTx === undefined ? undefined : lt(invoices.ledgerTransactionId, creditTx),
      ),
    );
  return Number(row?.n ?? 0);
}
