import { and, eq, lte } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { DepositPrice } from './pricing';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** Inserts an invoice and returns the row. */
export async function insertInvoice(db: Db, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The invoice with this id when it belongs to this player. */
export async function findOwnInvoice(db: Db, id: number, userId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
    .limit(1);
  return row;
}

/** The invoice with this hash (the payer page's address). */
export async function findInvoiceByHash(db: Db, hash: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.hash, hash)).limit(1);
  return row;
}

/** The invoice of a provider's payment; `lock` takes a row lock for the rest of the transaction. */
export async function findInvoiceByPayment(
  db: Db,
  provider: string,
  providerPaymentId: string,
  lock = false,
): Promise<InvoiceRow | undefined> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.provider, provider), eq(invoices.providerPaymentId, providerPaymentId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Records a paid invoice: its final price, the ledger transaction that credited it and when. */
export async function markInvoicePaid(
  db: Db,
  id: number,
  paid: DepositPrice & { sumWasChanged: boolean; ledgerTransactionId: number; paidAt: Date },
): Promise<void> {
  await db
    .update(invoices)
    .set({
      status: PAYMENT_STATUS.paid,
      amount: paid.amount,
      commission: paid.commission,
      shopAmount: paid.shopAmount,
      sumWasChanged: paid.sumWasChanged,
      ledgerTransactionId: paid.ledgerTransactionId,
      paidAt: paid.paidAt,
    })
    .where(eq(invoices.id, id));
}

/** Marks a waiting invoice failed; any other status stays (a failure never undoes a payment). True if it moved. */
export async function markInvoiceFailed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ status: PAYMENT_STATUS.failed })
    .where(and(eq(invoices.id, id), eq(invoices.status, PAYMENT_STATUS.waiting)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** Marks every waiting invoice whose life ended by `now` expired; returns how many. */
export async function expireWaitingInvoices(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(invoices)
    .set({ status: PAYMENT_STATUS.expired })
    .where(and(eq(invoices.status, PAYMENT_STATUS.waiting), lte(invoices.expiresAt, now)))
    .returning({ id: invoices.id });
  return rows.length;
}
