import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import type { Journal } from './journal';

/** Where the sandbox provider's deposits are recorded in the ledger (modules/billing/payment-events.ts). */
const depositKey = (paymentId: string) => `deposit:sandbox:${paymentId}`;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/**
 * Checks the database against the books and against the journal of acknowledged operations. Answers one line per
 * violation (none: the run kept every promise) and how many unanswered deliveries the database shows credited.
 */
export async function verifyLedger(
  db: Db,
  journal: Journal,
  userIds: readonly number[],
): Promise<{ problems: string[]; creditedUnanswered: number }> {
  const problems: string[] = [];
  const ids = sql`(${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;

  for (const r of await rows<{ currency: string; total: string }>(
    db,
    sql`select currency, sum(amount)::text as total from ledger_entries group by currency having sum(amount) <> 0`,
  )) {
    problems.push(`entries of ${r.currency} sum to ${r.total}, not 0`);
  }
  for (const r of await rows<{ id: string; total: string }>(
    db,
    sql`select transaction_id::text as id, sum(amount)::text as total from ledger_entries
        group by transaction_id having sum(amount) <> 0`,
  )) {
    problems.push(`transaction ${r.id} is unbalanced by ${r.total}`);
  }
  for (const r of await rows<{ id: string; balance: string; total: string }>(
    db,
    sql`select a.id::text as id, a.balance::text as balance, coalesce(e.total, 0)::text as total
        from ledger_accounts a
        left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
        where a.user_id is not null and a.balance <> coalesce(e.total, 0)`,
  )) {
    problems.push(`account ${r.id} caches ${r.balance} but its entries sum to ${r.total}`);
  }
  for (const r of await rows<{ id: string; balance: string }>(
    db,
    sql`select id::text as id, balance::text as balance from ledger_accounts where user_id is not null and balance < 0`,
  )) {
    problems.push(`player account ${r.id} is negative: ${r.balance}`);
  }

  // deposits: which keys exist, then each payment id against what the provider was told
  const credited = new Set(
    (
      await rows<{ key: string }>(
        db,
        sql`select idempotency_key as key from ledger_transactions where kind = 'deposit' and user_id in ${ids}`,
      )
    ).map((r) => r.key),
  );
  const creditedUncertain = new Set(
    [...journal.uncertain.keys()].filter((paymentId) => credited.has(depositKey(paymentId))),
  );
  for (const paymentId of journal.paid.keys()) {
    if (!credited.has(depositKey(paymentId)))
      problems.push(`acknowledged payment ${paymentId} was never credited`);
  }
  for (const paymentId of journal.failed.keys()) {
    if (credited.has(depositKey(paymentId))) problems.push(`failed payment ${paymentId} was credited`);
  }
  const expectedDeposits = journal.paid.size + creditedUncertain.size;
  if (credited.size !== expectedDeposits) {
    problems.push(`${credited.size} deposit transactions for ${expectedDeposits} credited payments`);
  }
  for (const r of await rows<{ payment: string; n: number }>(
    db,
    sql`select i.provider_payment_id as payment, count(t.id)::int as n
        from invoices i join ledger_transactions t on t.reference = i.id::text and t.kind = 'deposit'
        where i.user_id in ${ids} group by i.provider_payment_id having count(t.id) <> 1`,
  )) {
    problems.push(`payment ${r.payment} has ${r.n} deposit transactions`);
  }

  // payouts: one row per acknowledged key, none for a refused one, and the ledger moves matching its status
  const payoutRows = await rows<{
    key: string;
    id: number;
    status: string;
    amount: string;
    reserves: number;
    settles: number;
    releases: number;
  }>(
    db,
    sql`select p.idempotency_key as key, p.id::int as id, p.status, p.amount::text as amount,
          count(t.id) filter (where t.kind = 'payout_reserve')::int as reserves,
          count(t.id) filter (where t.kind = 'payout_paid')::int as settles,
          count(t.id) filter (where t.kind = 'payout_release')::int as releases
        from payouts p
        left join ledger_transactions t
          on t.idempotency_key in ('payout:' || p.id || ':reserve', 'payout:' || p.id || ':settle',
                                   'payout:' || p.id || ':release')
        where p.user_id in ${ids}
        group by p.id`,
  );
  const byKey = new Map(payoutRows.map((r) => [r.key, r]));
  for (const [key, fact] of journal.payouts) {
    const row = byKey.get(key);
    if (!row) {
      problems.push(`acknowledged payout ${key} has no row`);
      continue;
    }
    if (row.id !== fact.payoutId)
      problems.push(`payout ${key} is row ${row.id}, the client was told ${fact.payoutId}`);
    if (BigInt(row.amount) !== fact.amount)
      problems.push(`payout ${key} holds ${row.amount}, asked ${fact.amount}`);
    if (row.status !== fact.decision)
      problems.push(`payout ${key} is ${row.status}, the operator saw ${fact.decision}`);
    const settles = fact.decision === 'paid' ? 1 : 0;
    const releases = fact.decision === 'rejected' || fact.decision === 'failed' ? 1 : 0;
    if (row.reserves !== 1 || row.settles !== settles || row.releases !== releases) {
      problems.push(
        `payout ${key} (${row.status}) has ${row.reserves} reserve, ${row.settles} settle, ${row.releases} release transactions`,
      );
    }
  }
  for (const key of journal.refusedPayouts.keys()) {
    if (byKey.has(key)) problems.push(`refused payout ${key} left a row`);
  }
  if (payoutRows.length !== journal.payouts.size) {
    problems.push(`${payoutRows.length} payout rows for ${journal.payouts.size} acknowledged payouts`);
  }

  // balances: the replay of what the clients were told
  const expected = journal.replay(creditedUncertain);
  const actual = new Map<number, { main: bigint; reserved: bigint }>();
  for (const r of await rows<{ user_id: number; kind: string; balance: string }>(
    db,
    sql`select user_id::int as user_id, kind, balance::text as balance from ledger_accounts
        where user_id in ${ids} and currency = 'RUB'`,
  )) {
    const b = actual.get(r.user_id) ?? { main: 0n, reserved: 0n };
    if (r.kind === 'main' || r.kind === 'reserved') b[r.kind] = BigInt(r.balance);
    actual.set(r.user_id, b);
  }
  for (const userId of userIds) {
    const want = expected.get(userId) ?? { main: 0n, reserved: 0n };
    const got = actual.get(userId) ?? { main: 0n, reserved: 0n };
    if (want.main !== got.main || want.reserved !== got.reserved) {
      problems.push(
        `player ${userId}: main ${got.main}, reserved ${got.reserved}; replay says ${want.main}, ${want.reserved}`,
      );
    }
  }
  return { problems, creditedUnanswered: creditedUncertain.size };
}
