import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '../../contract/constants';
import { arrayLiteral } from '../db/array-literal';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { IdempotencyConflictError, InsufficientFundsError, pgErrorOf } from './errors';

export const TRANSACTION_KINDS = [
  'deposit',
  'payout_reserve',
  'payout_paid',
  'payout_release',
  'adjustment',
  'bonus_grant',
  'bonus_convert',
  'bonus_forfeit',
  'bet',
  'win',
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

/**
 * The arguments of the database's `ledger_post` after `p_key`, `p_kind` and the rest in its order: legs sorted by
 * account, as the function updates them in that order and hashes them so.
 */
function postArguments(request: PostRequest, withReason: boolean): SQL {
  assertBalanced(request.postings);
  const legs = [...request.postings].sort((a, b) => a.accountId - b.accountId);
  return sql.join(
    [
      sql`${request.key}`,
      sql`${request.kind}`,
      sql`${request.currency}`,
      sql`${request.userId}::bigint`,
      sql`${request.reference ?? null}::text`,
      ...(withReason ? [sql`${request.reason ?? null}::text`] : []),
      sql`${arrayLiteral(legs.map((p) => p.accountId))}::bigint[]`,
      sql`${arrayLiteral(legs.map((p) => p.amount))}::bigint[]`,
    ],
    sql`, `,
  );
}

/**
 * The movement as arguments of a database function that posts it with other work in the same statement
 * (`billing_credit_invoice`): key, kind, currency, user, reference, accounts, amounts.
 */
export const postingArguments = (request: PostRequest): SQL => postArguments(request, false);

/**
 * Runs a statement that posts to the ledger, answering its typed refusals: a player balance that would go below
 * zero (the check constraint; nothing was written) and a key used before for another request.
 */
export async function withLedgerErrors<T>(key: string, statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    const pgError = pgErrorOf(error);
    if (pgError?.constraint === 'ledger_accounts_balance_check') throw new InsufficientFundsError();
    if (pgError?.code === 'LG409') throw new IdempotencyConflictError(key);
    throw error;
  }
}

/**
 * Records one movement in one statement (the database's `ledger_post`): the transaction row unless its key
 * exists, the entries, and the cached balances of the player accounts involved. A replayed key returns the first
 * transaction. Run it inside `db.transaction` when other rows must change with it.
 */
export async function postTransaction(db: Db, request: PostRequest): Promise<PostResult> {
  const args = postArguments(request, true);
  const [row] = await withLedgerErrors(request.key, async () =>
    rowsOf<{ tx_id: string | number; replayed: boolean }>(
      await db.execute(sql`select tx_id, replayed from ledger_post(${args})`),
    ),
  );
  if (!row) throw new Error(`ledger_post answered nothing for ${request.key}`);
  return { transactionId: Number(row.tx_id), replayed: row.replayed };
}
