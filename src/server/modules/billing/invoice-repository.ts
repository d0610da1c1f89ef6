import { and, eq, lte, sql } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { invoices } from '../../db/schema';

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

// every provider event starts here
const invoiceByPayment = preparedQuery((db) =>
  db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.provider, sql.placeholder('provider')),
        eq(invoices.providerPaymentId, sql.placeholder('providerPaymentId')),
      ),
    )
    .limit(1)
    .prepare('invoice_by_payment'),
);

/** The invoice of a provider's payment. */
export async function findInvoiceByPayment(
  db: Db,
  provider: string,
  providerPaymentId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await invoiceByPayment(db).execute({ provider, providerPaymentId });
  return row;
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
