/** Deposit invoices and payouts. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * Deposit invoices (SPEC §3). `amount` is what the player pays in `currency` (the method's exchange currency),
 * `shop_amount` what the account receives in `account_currency`; all in minor units. Status: 1 waiting, 2 failed,
 * 3 paid, 4 expired. A provider payment id is credited at most once (unique, and the ledger key repeats it).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    hash: text('hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    type: text('type').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    currency: text('currency').notNull(),
    accountCurrency: text('account_currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    shopAmount: bigint('shop_amount', { mode: 'bigint' }).notNull(),
    commission: bigint('commission', { mode: 'bigint' }).notNull(),
    sumWasChanged: boolean('sum_was_changed').notNull().default(false),
    cardNumber: text('card_number'),
    phoneNumber: text('phone_number'),
    cryptoAddress: text('crypto_address'),
    cryptoNetwork: text('crypto_network'),
    status: integer('status').notNull().default(1),
    lifeTime: integer('life_time').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_hash_key').on(t.hash),
    uniqueIndex('invoices_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('invoices_user_idx').on(t.userId, t.id),
    // a deposit's bonus counts the player's deposits credited before it (modules/bonuses/deposit-standing.ts)
    index('invoices_paid_idx')
      .on(t.userId, t.ledgerTransactionId)
      .where(sql`${t.status} = 3`),
    index('invoices_waiting_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 1`),
    check('invoices_status_check', sql`${t.status} in (1,2,3,4)`),
    check('invoices_amount_check', sql`${t.amount} > 0 and ${t.shopAmount} > 0 and ${t.commission} >= 0`),
  ],
);

/**
 * Payout requests. The amount (account currency, minor units) is moved from `main` to `reserved` when requested;
 * approval claims it (`sending`), asks the provider outside any transaction, then settles it (`paid`) or returns
 * it (`failed`); rejection returns it from `pending` only. Each status moves once, so money moves once. A client's
 * idempotency key is unique per player.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    destination: text('destination').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    reserveTransactionId: bigint('reserve_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_key').on(t.userId, t.idempotencyKey),
    index('payouts_user_idx').on(t.userId, t.id),
    index('payouts_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    check('payouts_status_check', sql`${t.status} in ('pending','sending','paid','rejected','failed')`),
    check('payouts_amount_check', sql`${t.amount} > 0`),
  ],
);
