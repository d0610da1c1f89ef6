import { eq, sql } from 'drizzle-orm';
import type { Currency } from '../../contract/constants';
import { sha256 } from '../security/digest';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { ledgerTransactions } from '../db/schema';
import { IdempotencyConflictError, InsufficientFundsError, pgErrorOf } from './errors';

export const TRANSACTION_KINDS = [
  'deposit',
  'payout_reserve',
  'payout_paid',
  'payout_release',
  'adjustment',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** One leg: a signed amount in minor units on one account. */
export type Posting = { accountId: number; amount: bigint };

export type PostRequest = {
  /** Unique per movement: a provider payment id, a client key, a payout id with its step. */
  key: string;
  kind: TransactionKind;
  currency: Currency;
  userId: number | null;
  postings: Posting[];
  reference?: string | null;
  reason?: string | null;
};

export type PostResult = { transactionId: number; replayed: boolean };

/** Checks the shape of a movement before anything reaches the database; a bug here must never write. */
function assertBalanced(postings: Posting[]): void {
  if (postings.length < 2) throw new Error('a transaction needs at least two postings');
  const seen = new Set<number>();
  let sum = 0n;
  for (const p of postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n)
      throw new Error('posting amounts are non-zero bigints');
    if (seen.has(p.accountId)) throw new Error(`account ${p.accountId} appears twice`);
    seen.add(p.accountId);
    sum += p.amount;
  }
  if (sum !== 0n) throw new Error(`postings sum to ${sum}, not zero`);
}

function hashOf(request: PostRequest): string {
  const legs = [...request.postings]
    .sort((a, b) => a.accountId - b.accountId)
    .map((p) => `${p.accountId}:${p.amount}`);
  return sha256(
    JSON.stringify([
      request.kind,
      request.currency,
      request.userId,
      legs,
      request.reference ?? null,
      request.reason ?? null,
    ]),
  );
}

/**
 * Records one movement in a single statement: the transaction row (unless its key exists), the entries, and the
 * cached balances of the player accounts involved. A player balance that would go below zero fails the check
 * constraint and the whole statement writes nothing. A replayed key returns the first transaction; the same key
 * with a different request is refused. Run it inside `db.transaction` when other rows must change with it.
 */
export async function postTransaction(db: Db, request: PostRequest): Promise<PostResult> {
  assertBalanced(request.postings);
  const requestHash = hashOf(request);
  const legs = sql.join(
    [...request.postings]
      .sort((a, b) => a.accountId - b.accountId)
      .map((p) => sql`(${p.accountId}::bigint, ${p.amount.toString()}::bigint)`),
    sql`, `,
  );
  let inserted: { id: string | number } | undefined;
  try {
    const result = await db.execute(sql`
      with t as (
        insert into ledger_transactions (idempotency_key, request_hash, kind, currency, user_id, reference, reason)
        values (${request.key}, ${requestHash}, ${request.kind}, ${request.currency}, ${request.userId},
                ${request.reference ?? null}, ${request.reason ?? null})
        on conflict (idempotency_key) do nothing
        returning id
      ), d(account_id, amount) as (values ${legs}),
      u as (
        update ledger_accounts a set balance = a.balance + d.amount
        from d, t
        where a.id = d.account_id and a.user_id is not null
        returning a.id
      ), e as (
        insert into ledger_entries (transaction_id, account_id, currency, amount)
        select t.id, d.account_id, ${request.currency}, d.amount from t, d
        returning id
      )
      select id from t`);
    inserted = rowsOf<{ id: string | number }>(result)[0];
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'ledger_accounts_balance_check') throw new InsufficientFundsError();
    throw error;
  }
  if (inserted) return { transactionId: Number(inserted.id), replayed: false };

  const [first] = await db
    .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, request.key));
  if (!first) throw new Error(`transaction ${request.key} vanished`);
  if (first.requestHash !== requestHash) throw new IdempotencyConflictError(request.key);
  return { transactionId: first.id, replayed: true };
}
