import { hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CURRENCY_MINOR_UNITS, type Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import { namedStatement, type NamedStatement } from '../db/named-statement';
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
 * `routine(<the credit's ledger transaction id>, <invoice id>, <player id>, ...args)`, and its text answer comes back
 * (`CreditedInvoice.after`). The name is the caller's code, never input.
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

function routineName(after: AfterCredit): string {
  if (!ROUTINE_NAME.test(after.routine)) throw new Error(`not a routine name: ${after.routine}`);
  return after.routine;
}

/** The follow-up call in the select list, or a null text. */
function afterCall(after: AfterCredit | undefined, invoiceId: number, userId: number | null) {
  if (!after) return sql`null::text`;
  return sql`${sql.raw(routineName(after))}(c.tx_id, ${invoiceId}::bigint, ${userId}::bigint, ${sql.join(
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
        case when c.tx_id is null then null else ${afterCall(after, id, posting.userId)} end as after
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

/** A provider's "paid" for one of its payments; `paid` is the sum paid in major units, null when as invoiced. */
export type PaidWebhook = { provider: string; paymentId: string; paid: number | null; paidAt: Date };

/** What `payInvoice` did; only `credited` wrote anything. */
export type PaidInvoice =
  | ({ result: 'credited'; invoiceId: number; userId: number; currency: Currency } & CreditedInvoice)
  | { result: 'paid_already'; invoiceId: number }
  | { result: 'declined' | 'unknown' };

type PayAnswer = CreditAnswer & {
  result: 'credited' | 'paid_already' | 'declined' | 'unknown';
  invoice_id: string | number | null;
  user_id: string | number | null;
  currency: Currency | null;
};

const UNITS = JSON.stringify(CURRENCY_MINOR_UNITS);
const PAY = 'ledger_pay_invoice($1, $2, $3, $4, $5, $6)';

/**
 * A "paid" in one named statement (`ledger_pay_invoice`, sql/02-deposits.sql): the invoice found by its payment,
 * locked and, when paid as invoiced and not paid before, credited at its stored price. `declined` (another sum was
 * paid, or the key exists already) leaves the payment to the caller, which prices it and credits it with
 * `creditInvoice`. The request hash of the ledger transaction is the webhook's, taken here: the invoice's lock lets
 * its key be used once only, so the database computes none.
 */
export function createInvoicePayer(db: Db) {
  const statements = new Map<string, NamedStatement>();

  function statementFor(after: AfterCredit | undefined): NamedStatement {
    // the statement's text, and so its name, depends on the routine and how many arguments it takes
    const name = after
      ? `ledger_pay_invoice+${routineName(after)}/${after.args.length}`
      : 'ledger_pay_invoice';
    let statement = statements.get(name);
    if (!statement) {
      const call = after
        ? `${after.routine}(c.tx_id, c.invoice_id, c.user_id${after.args.map((_, i) => `, $${i + 7}`).join('')})`
        : 'null::text';
      statement = namedStatement(
        db,
        name,
        `select c.*, case when c.result = 'credited' then ${call} end as after from ${PAY} c`,
      );
      statements.set(name, statement);
    }
    return statement;
  }

  return async function payInvoice(webhook: PaidWebhook, after?: AfterCredit): Promise<PaidInvoice> {
    const { provider, paymentId, paid, paidAt } = webhook;
    const requestHash = hash('sha256', JSON.stringify(['deposit', provider, paymentId, paid]), 'hex');
    const [row] = await statementFor(after)<PayAnswer>([
      provider,
      paymentId,
      paid === null ? null : String(paid),
      UNITS,
      paidAt.toISOString(),
      requestHash,
      ...(after?.args ?? []),
    ]);
    if (!row) throw new Error(`ledger_pay_invoice answered nothing for ${provider}:${paymentId}`);
    if (row.result === 'declined' || row.result === 'unknown') return { result: row.result };
    const invoiceId = Number(row.invoice_id);
    if (row.result === 'paid_already') return { result: 'paid_already', invoiceId };
    return {
      result: 'credited',
      invoiceId,
      userId: Number(row.user_id),
      currency: row.currency!,
      transactionId: Number(row.tx_id),
      balances: { main: BigInt(row.main_balance ?? 0), bonus: BigInt(row.bonus_balance ?? 0) },
      after: row.after,
    };
  };
}
