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

/** A credited invoice: its ledger transaction and the player's balances after it. */
export type CreditedInvoice = { transactionId: number; balances: { main: bigint; bonus: bigint } };

type CreditAnswer = {
  tx_id: string | number | null;
  main_balance: string | number | null;
  bonus_balance: string | number | null;
};

/**
 * Credits an invoice and records its final price, in one statement (`ledger_credit_invoice`, sql/02-deposits.sql): the
 * invoice row is locked, and an invoice already paid is left alone. Answers the crediting ledger transaction with the
 * player's main and bonus balances after it, or null when the invoice was paid already.
 */
export async function creditInvoice(
  db: Db,
  id: number,
  paid: InvoicePayment,
  posting: PostRequest,
): Promise<CreditedInvoice | null> {
  const [row] = await withLedgerErrors(posting.key, async () =>
    rowsOf<CreditAnswer>(
      await db.execute(sql`select tx_id, main_balance, bonus_balance from ledger_credit_invoice(
        ${id}::bigint, ${paid.amount.toString()}::bigint, ${paid.commission.toString()}::bigint,
        ${paid.shopAmount.toString()}::bigint, ${paid.sumWasChanged}, ${paid.paidAt.toISOString()}::timestamptz,
        ${postingArguments(posting)})`),
    ),
  );
  if (row?.tx_id == null) return null;
  return {
    transactionId: Number(row.tx_id),
    balances: { main: BigInt(row.main_balance ?? 0), bonus: BigInt(row.bonus_balance ?? 0) },
  };
}
