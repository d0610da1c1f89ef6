/** The ledger: accounts, transactions, entries and turnover. Only src/server/ledger writes them. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * Ledger accounts. A player has `main`, `bonus` and `reserved` (payouts awaiting a decision) per currency; the
 * house, provider clearing and payout clearing are system accounts, one per currency. Only player accounts cache
 * a balance (kept ≥ 0 by a check constraint); a system account's balance is the sum of its entries, so no single
 * house row is updated by every movement.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_player_key').on(t.userId, t.kind, t.currency),
    uniqueIndex('ledger_accounts_system_key')
      .on(t.kind, t.currency)
      .where(sql`${t.userId} is null`),
    check('ledger_accounts_balance_check', sql`${t.userId} is null or ${t.balance} >= 0`),
    check('ledger_accounts_system_balance_check', sql`${t.userId} is not null or ${t.balance} = 0`),
    check(
      'ledger_accounts_kind_check',
      sql`(${t.userId} is not null and ${t.kind} in ('main','bonus','reserved')) or (${t.userId} is null and ${t.kind} in ('house','provider_clearing','payout_clearing'))`,
    ),
    check('ledger_accounts_currency_check', sql`${t.currency} in ('RUB','USD','KZT','INR','EUR')`),
  ],
);

/**
 * One money movement. The idempotency key is unique: a replay finds the first transaction, and the request hash
 * tells a true replay from a different request reusing the key.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    // no foreign keys on the tables every bet writes (migration 0017): see `bets`
    userId: bigint('user_id', { mode: 'number' }),
    reference: text('reference'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.idempotencyKey),
    index('ledger_transactions_user_idx').on(t.userId, t.id),
  ],
);

/**
 * The legs of a transaction, numbered from 1 within it; per transaction and currency they sum to zero. Keyed by
 * (transaction, leg): a transaction's legs are found by the key, and a leg costs no sequence value and one index
 * fewer than a row id would.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    leg: smallint('leg').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  // no foreign key to the account: checking one locks the referenced row (FOR KEY SHARE), and every bet's house
  // leg would lock the house account of its currency; none to the transaction either (migration 0017, see `bets`);
  // only the ledger's functions write entries, with account ids from the account directory, in the statement that
  // writes their transaction, and the ledger invariants test checks every entry's transaction, account and currency
  (t) => [
    primaryKey({ name: 'ledger_entries_pkey', columns: [t.transactionId, t.leg] }),
    index('ledger_entries_account_idx').on(t.accountId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Turnover: one row per settled bet stake (issue 7's games, or an operator's test wager until they exist), in the
 * currency of the stake. Bonus wagering progress and VIP levels are computed from it; `reference` makes a bet's
 * record idempotent.
 */
export const wagers = pgTable(
  'wagers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // no foreign key (migration 0017): see `bets`
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The stake in minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** `game` for a bet of an in-house game, `operator` for a wager recorded by the operator CLI. */
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wagers_reference_key').on(t.reference),
    index('wagers_user_idx').on(t.userId, t.createdAt),
    index('wagers_created_idx').on(t.createdAt),
    check('wagers_amount_check', sql`${t.amount} > 0`),
    check('wagers_source_check', sql`${t.source} in ('game','operator')`),
  ],
);
