/** Free-spin campaigns and their uses. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/**
 * Free-spin campaigns: `total_count` spins of `bet_value` (minor units of `currency`) on one game, granted by a bonus
 * program or an operator. `source_key` is unique, so a grant is recorded once however often it runs. The status
 * leaves `active` only by a conditional update (to `used` when no spin is left, `expired`, or `cancelled`), so each
 * ending happens once; `closed_at` is when it left `active`.
 */
export const freeSpinCampaigns = pgTable(
  'free_spin_campaigns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The game's slug, e.g. `slots-classic`. */
    gameId: text('game_id').notNull(),
    totalCount: integer('total_count').notNull(),
    spinsLeft: integer('spins_left').notNull(),
    betValue: bigint('bet_value', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('active'),
    sourceKey: text('source_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('free_spin_campaigns_source_key').on(t.sourceKey),
    index('free_spin_campaigns_user_idx').on(t.userId, t.expiresAt),
    index('free_spin_campaigns_active_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    check('free_spin_campaigns_status_check', sql`${t.status} in ('active','used','expired','cancelled')`),
    check(
      'free_spin_campaigns_count_check',
      sql`${t.totalCount} > 0 and ${t.spinsLeft} >= 0 and ${t.spinsLeft} <= ${t.totalCount}`,
    ),
    check('free_spin_campaigns_used_check', sql`(${t.status} = 'used') = (${t.spinsLeft} = 0)`),
    check('free_spin_campaigns_closed_check', sql`(${t.status} = 'active') = (${t.closedAt} is null)`),
    check('free_spin_campaigns_bet_check', sql`${t.betValue} > 0`),
    check('free_spin_campaigns_currency_check', sql`${t.currency} in ('RUB','USD','KZT','INR','EUR')`),
  ],
);

/** One free spin played by a game (issue 7): the game's spin reference is unique, so a spin counts once. */
export const freeSpinUses = pgTable(
  'free_spin_uses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => freeSpinCampaigns.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('free_spin_uses_reference_key').on(t.reference),
    index('free_spin_uses_campaign_idx').on(t.campaignId),
  ],
);
