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
 * A database function of the caller's that runs in the crediting statement, after the credit: called as
 * `routine(<the credit's ledger transaction id>, ...args)`, and its text answer comes back (`CreditedInvoice.after`).
 * The name is the caller's code, never input.
 */
export type AfterCredit = { routine: string; args: readonly (string | number | null)[] };

/** A credited invoice: its ledger transaction, the player's balances after it, and what `AfterCredit` answered. */
export type CreditedInvoice = {
  transactionId: number;
  balances: { main: bigint; bonus: bigint };
  after: string | null;
};

type CreditAnswer = {
  tx_id: string | number | null;
  main_balance: string | number | null;
  bonus_balance: string | number | null;
  after: string | null;
};

const ROUTINE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The follow-up call in the select list, or a null text. */
function afterCall(after: AfterCredit | undefined) {
  if (!after) return sql`null::text`;
  if (!ROUTINE_NAME.test(after.routine)) throw new Error(`not a routine name: ${after.routine}`);
  return sql`${sql.raw(after.routine)}(c.tx_id, ${sql.join(
    after.args.map((arg) => sql`${arg}`),
    sql`, `,
  )})`;
}

/**
 * Credits an invoice and records its final price, in one statement (`ledger_credit_invoice`, sql/02-deposits.sql): the
 * invoice row is locked, and an invoice already paid is left alone. Answers the crediting ledger transaction with the
 * player's main and bonus balances after it and what `after` answered, or null when the invoice was paid already.
 */
export async function creditInvoice(
  db: Db,
  id: number,
  paid: InvoicePayment,
  posting: PostRequest,
  after?: AfterCredit,
): Promise<CreditedInvoice | null> {
  const [row] = await withLedgerErrors(posting.key, async () =>
    rowsOf<CreditAnswer>(
      await db.execute(sql`select c.tx_id, c.main_balance, c.bonus_balance,
        case when c.tx_id is null then null else ${afterCall(after)} end as after
        from ledger_credit_invoice(
        ${id}::bigint, ${paid.amount.toString()}::bigint, ${paid.commission.toString()}::bigint,
        ${paid.shopAmount.toString()}::bigint, ${paid.sumWasChanged}, ${paid.paidAt.toISOString()}::timestamptz,
        ${postingArguments(posting)}) c`),
    ),
  );
  if (row?.tx_id == null) return null;
  return {
    transactionId: Number(row.tx_id),
    balances: { main: BigInt(row.main_balance ?? 0), bonus: BigInt(row.bonus_balance ?? 0) },
    after: row.after,
  };
}
