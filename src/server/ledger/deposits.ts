import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { postingArguments, withLedgerErrors, type PostRequest } from './post';

/**
 * What a paid invoice finally cost, minor units: the sum paid and the commission in the method's currency, what
 * the account receives; whether the payer paid another sum than invoiced, and when.
 */
export type InvoicePayment = {
  amount: bigint;
  commission: bigint;
  shopAmount: bigint;
  sumWasChanged: boolean;
  paidAt: Date;
};

/**
 * Credits an invoice and records its final price, in one statement (`ledger_credit_invoice`, sql/02-deposits.sql): the
 * invoice row is locked, and an invoice already paid is left alone. Answers the crediting ledger transaction, or
 * null when the invoice was paid already.
 */
export async function creditInvoice(
  db: Db,
  id: number,
  paid: InvoicePayment,
  posting: PostRequest,
): Promise<number | null> {
  const [row] = await withLedgerErrors(posting.key, async () =>
    rowsOf<{ tx_id: string | number | null }>(
      await db.execute(sql`select ledger_credit_invoice(
        ${id}::bigint, ${paid.amount.toString()}::bigint, ${paid.commission.toString()}::bigint,
        ${paid.shopAmount.toString()}::bigint, ${paid.sumWasChanged}, ${paid.paidAt.toISOString()}::timestamptz,
        ${postingArguments(posting)}) as tx_id`),
    ),
  );
  return row?.tx_id == null ? null : Number(row.tx_id);
}
