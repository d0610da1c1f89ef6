import { hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CURRENCY_MINOR_UNITS, type Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import { recentMap } from '../cache/recent-map';
import { allOrEach, createGroupCommit } from '../db/group-commit';
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
 * `routine(<the credit's ledger transaction id>, <invoice id>, <player id>, <paid at>, ...args)`, and its text answer
 * comes back (`CreditedInvoice.after`). The name is the caller's code, never input.
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
function afterCall(after: AfterCredit | undefined, invoiceId: number, userId: number | null, paidAt: Date) {
  if (!after) return sql`null::text`;
  const args = [sql`${paidAt.toISOString()}::timestamptz`, ...after.args.map((arg) => sql`${arg}`)];
  return sql`${sql.raw(routineName(after))}(c.tx_id, ${invoiceId}::bigint, ${userId}::bigint, ${sql.join(
    args,
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
        case when c.tx_id is null then null else ${afterCall(after, id, posting.userId, paid.paidAt)} end as after
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

/** A "paid" as its statement takes it: the paid sum as text (null: as invoiced), the time as ISO text. */
type Payment = { provider: string; paymentId: string; paid: string | null; paidAt: string; hash: string };

/**
 * Several "paid" in one statement and one commit, each as `ledger_pay_invoice` with its `after` call, answered with
 * its position (`idx`, from 1). The batch first locks all its invoices in the order of their ids, then pays them in
 * the order of their players: a batch never waits for an invoice while it holds a player's account (which a bonus
 * grant, holding that invoice, may be waiting for), and two batches take players' accounts in one order. An unknown
 * payment goes first and locks nothing.
 */
const payMany = (after: string) => `
  with locked as materialized (
    select i.provider, i.provider_payment_id, i.user_id from invoices i
    where (i.provider, i.provider_payment_id) in (select * from unnest($1::text[], $2::text[]))
    order by i.id
    for update of i
  )
  select s.idx, c.*, case when c.result = 'credited' then ${after} end as after
  from (
    select x.*, l.user_id as owner
    from unnest($1::text[], $2::text[], $3::numeric[], $5::timestamptz[], $6::text[])
      with ordinality as x(provider, payment_id, paid, paid_at, request_hash, idx)
    left join locked l on l.provider = x.provider and l.provider_payment_id = x.payment_id
    order by owner nulls first, x.idx
    offset 0
  ) s
  cross join lateral ledger_pay_invoice(s.provider, s.payment_id, s.paid, $4::jsonb, s.paid_at, s.request_hash) c`;

/**
 * Group commit of "paid" webhooks (`db/group-commit.ts`): the statements in flight at once, and the payments in one
 * statement at most, as measured for deposits in docs/performance.md (the wallet's fourth session; the bets
 * settled on fewer statements in flight, `bet-batches.ts`).
 */
const IN_FLIGHT = 4;
const MAX_BATCH = 16;

/**
 * A "paid" in one named statement (`ledger_pay_invoice`, sql/02-deposits.sql): the invoice found by its payment,
 * locked and, when paid as invoiced and not paid before, credited at its stored price. `declined` (another sum was
 * paid, or the key exists already) leaves the payment to the caller, which prices it and credits it with
 * `creditInvoice`. The request hash of the ledger transaction is the webhook's, taken here: the invoice's lock lets
 * its key be used once only, so the database computes none.
 */
export function createInvoicePayer(db: Db) {
  const statements = new Map<string, { one: NamedStatement; many: NamedStatement }>();
  // one group commit per routine and arguments: a batch's statement gives them all the same ones
  const batches = recentMap<string, ReturnType<typeof createGroupCommit<Payment, PayAnswer | undefined>>>(16);

  function statementsFor(after: AfterCredit | undefined) {
    // the statements' text, and so their names, depend on the routine and how many arguments it takes
    const name = after
      ? `ledger_pay_invoice+${routineName(after)}/${after.args.length}`
      : 'ledger_pay_invoice';
    let found = statements.get(name);
    if (!found) {
      const call = (paidAt: string) =>
        after
          ? `${after.routine}(c.tx_id, c.invoice_id, c.user_id, ${paidAt}` +
            `${after.args.map((_, i) => `, $${i + 7}`).join('')})`
          : 'null::text';
      found = {
        one: namedStatement(
          db,
          name,
          `select c.*, case when c.result = 'credited' then ${call('$5')} end as after from ${PAY} c`,
        ),
        many: namedStatement(db, `${name}*`, payMany(call('s.paid_at'))),
      };
      statements.set(name, found);
    }
    return found;
  }

  function batchesFor(after: AfterCredit | undefined) {
    const key = after ? `${after.routine}:${JSON.stringify(after.args)}` : '';
    const known = batches.get(key);
    if (known) return known;
    const { one, many } = statementsFor(after);
    const extra = after?.args ?? [];
    return batches.set(
      key,
      createGroupCommit(
        allOrEach<Payment, PayAnswer | undefined>(
          async (p) =>
            (await one<PayAnswer>([p.provider, p.paymentId, p.paid, UNITS, p.paidAt, p.hash, ...extra]))[0],
          async (items) => {
            const column = (of: (p: Payment) => unknown) => items.map(of);
            const rows = await many<PayAnswer & { idx: string | number }>([
              column((p) => p.provider),
              column((p) => p.paymentId),
              column((p) => p.paid),
              UNITS,
              column((p) => p.paidAt),
              column((p) => p.hash),
              ...extra,
            ]);
            return items.map((_, k) => rows.find((row) => Number(row.idx) === k + 1));
          },
          // no order here: the statement itself locks the invoices by id and pays them in their players' order
        ),
        { inFlight: IN_FLIGHT, maxBatch: MAX_BATCH },
      ),
    );
  }

  return async function payInvoice(webhook: PaidWebhook, after?: AfterCredit): Promise<PaidInvoice> {
    const { provider, paymentId, paid, paidAt } = webhook;
    const row = await batchesFor(after).submit({
      provider,
      paymentId,
      paid: paid === null ? null : String(paid),
      paidAt: paidAt.toISOString(),
      hash: hash('sha256', JSON.stringify(['deposit', provider, paymentId, paid]), 'hex'),
    });
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
