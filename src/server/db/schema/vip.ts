/** The VIP club: join requests, weekly rakeback and cashback. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * Requests of players to the VIP managers (`POST api/v2/vip/join`). A player has at most one open request per
 * type; an operator approves or declines it once (`open` → `approved` | `declined`).
 */
export const vipRequests = pgTable(
  'vip_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    status: text('status').notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vip_requests_open_key')
      .on(t.userId, t.requestType)
      .where(sql`${t.status} = 'open'`),
    index('vip_requests_user_idx').on(t.userId, t.id),
    index('vip_requests_open_idx')
      .on(t.id)
      .where(sql`${t.status} = 'open'`),
    check('vip_requests_type_check', sql`${t.requestType} in ('join','callback')`),
    check('vip_requests_status_check', sql`${t.status} in ('open','approved','declined')`),
    check('vip_requests_decided_check', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
  ],
);

/**
 * Rakeback credited to a player for one closed period (ISO week, `2026-W46`): unique per player and period, and
 * written in the same transaction as its ledger movement (key `vip:rakeback:<user>:<period>`), so it is paid once.
 */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    /** The level at the period's end and its rate, as credited. */
    level: text('level').notNull(),
    rakebackBps: integer('rakeback_bps').notNull(),
    /** The period's turnover and the rakeback, in minor units. */
    turnover: bigint('turnover', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Set in the transaction that claims the row. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vip_rewards_period_key').on(t.userId, t.period),
    index('vip_rewards_period_idx').on(t.period),
    check('vip_rewards_amount_check', sql`${t.amount} > 0 and ${t.turnover} > 0 and ${t.rakebackBps} > 0`),
    check('vip_rewards_currency_check', sql`${t.currency} in ('RUB','USD','KZT','INR','EUR')`),
  ],
);

/**
 * Weekly VIP cashback (issue 6): a share of a player's net loss on the house games in a closed week (stakes less
 * payouts of the bets settled in it), at the level reached by the week's end. One row per player and week, claimed
 * in the transaction that moves the money, so a week is paid once.
 */
export const vipCashbacks = pgTable(
  'vip_cashbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    level: text('level').notNull(),
    cashbackBps: integer('cashback_bps').notNull(),
    /** The week's stakes less its payouts, and the cashback, in minor units. */
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vip_cashbacks_period_key').on(t.userId, t.period),
    check('vip_cashbacks_amount_check', sql`${t.amount} > 0 and ${t.netLoss} > 0 and ${t.cashbackBps} > 0`),
    check('vip_cashbacks_currency_check', sql`${t.currency} in ('RUB','USD','KZT','INR','EUR')`),
  ],
);
