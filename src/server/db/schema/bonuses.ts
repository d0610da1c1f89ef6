/** Bonuses: the player bonuses, programs, promo codes and redemptions, deposit bonus decisions, activations. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { invoices } from './billing';

/**
 * Bonuses credited to players' bonus balances (issue 6). A bonus is wagered `wager_required` (the amount times the
 * program's multiplier, minor units) and then converts what is left on the bonus balance to main; expiry or the
 * player's cancel forfeits it to the house. Status moves once out of `active`, in the transaction that moves the
 * money, so each bonus converts or is forfeited exactly once. One active bonus per player and currency: a wallet
 * wagers one bonus at a time. `source_key` says what granted it (`deposit:<invoice>`, `promo:<code>:<user>`) and
 * makes a grant idempotent.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    programId: text('program_id').notNull(),
    /** The program's display name key. */
    name: text('name').notNull(),
    /** Granted, minor units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wagerRequired: bigint('wager_required', { mode: 'bigint' }).notNull(),
    /** Turnover counted towards the requirement, capped at it. */
    wagerProgress: bigint('wager_progress', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sourceKey: text('source_key').notNull(),
    /** What moved to main when the wager was met (the bonus balance then; may be zero). */
    convertedAmount: bigint('converted_amount', { mode: 'bigint' }),
    /** What went back to the house on expiry or cancel (the bonus balance then; may be zero). */
    forfeitedAmount: bigint('forfeited_amount', { mode: 'bigint' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_bonuses_source_key').on(t.sourceKey),
    uniqueIndex('player_bonuses_one_active_key')
      .on(t.userId, t.currency)
      .where(sql`${t.status} = 'active'`),
    index('player_bonuses_user_idx').on(t.userId, t.id),
    index('player_bonuses_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    check('player_bonuses_status_check', sql`${t.status} in ('active','converted','forfeited','cancelled')`),
    check('player_bonuses_currency_check', sql`${t.currency} in ('RUB','USD','KZT','INR','EUR')`),
    check(
      'player_bonuses_amount_check',
      sql`${t.amount} > 0 and ${t.wagerRequired} > 0 and ${t.wagerProgress} between 0 and ${t.wagerRequired}`,
    ),
    check(
      'player_bonuses_finish_check',
      sql`(${t.status} = 'active') = (${t.finishedAt} is null) and (${t.convertedAmount} is null or ${t.convertedAmount} >= 0) and (${t.forfeitedAmount} is null or ${t.forfeitedAmount} >= 0)`,
    ),
  ],
);

/**
 * Bonus programs as seeded at start from `modules/bonuses/programs.ts` (the definition, amounts in major units).
 * A program dropped from that file stays here, inactive, for the bonuses and promo codes that name it.
 */
export const bonusPrograms = pgTable(
  'bonus_programs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    definition: jsonb('definition').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [check('bonus_programs_kind_check', sql`${t.kind} in ('reg_and_dep','welcome_pack','promo')`)],
);

/**
 * Promo codes an operator adds (`ops promo add`), stored upper-case: typed at registration (`registration`) or
 * redeemed by a player (`deposit`). `uses` only grows, in the transaction of the redemption, and never past
 * `max_uses`.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    kind: text('kind').notNull(),
    programId: text('program_id')
      .notNull()
      .references(() => bonusPrograms.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code})`),
    check('promo_codes_kind_check', sql`${t.kind} in ('registration','deposit')`),
    check(
      'promo_codes_uses_check',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or (${t.maxUses} > 0 and ${t.uses} <= ${t.maxUses}))`,
    ),
  ],
);

/**
 * A player's use of a promo code, once per code and player. It is credited at once, or waits (until `expires_at`)
 * for the deposit that credits it; `waiting` → `credited` happens once, with the bonus it granted.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    programId: text('program_id')
      .notNull()
      .references(() => bonusPrograms.id),
    status: text('status').notNull().default('waiting'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_code_user_key').on(t.code, t.userId),
    index('promo_redemptions_waiting_idx')
      .on(t.userId, t.id)
      .where(sql`${t.status} = 'waiting'`),
    check('promo_redemptions_status_check', sql`${t.status} in ('waiting','credited')`),
    check(
      'promo_redemptions_credited_check',
      sql`(${t.status} = 'credited') = (${t.creditedAt} is not null)`,
    ),
  ],
);

/**
 * What each paid deposit earned, decided once per invoice in the transaction that grants the bonus: `granted`, or
 * why not (`bonus_active`: another bonus was being wagered; `below_minimum`; `none`: no program applied). A replayed
 * webhook finds the decision and changes nothing.
 */
export const depositBonusDecisions = pgTable(
  'deposit_bonus_decisions',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    outcome: text('outcome').notNull(),
    programId: text('program_id').references(() => bonusPrograms.id),
    /** The welcome-pack step, when the program is the welcome pack. */
    step: integer('step'),
    redemptionId: bigint('redemption_id', { mode: 'number' }).references(() => promoRedemptions.id),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('deposit_bonus_decisions_user_idx').on(t.userId, t.invoiceId),
    check(
      'deposit_bonus_decisions_outcome_check',
      sql`${t.outcome} in ('granted','bonus_active','below_minimum','none')`,
    ),
    check(
      'deposit_bonus_decisions_granted_check',
      sql`(${t.outcome} = 'granted') = (${t.bonusId} is not null)`,
    ),
  ],
);

/**
 * A player's choice of the bonus their next deposit earns (`POST /api/v2/bonuses/offers/{programId}/activate`):
 * at most one waits per player; the deposit that earns it marks it `used`, a later choice `withdrawn`.
 */
export const bonusActivations = pgTable(
  'bonus_activations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    programId: text('program_id')
      .notNull()
      .references(() => bonusPrograms.id),
    status: text('status').notNull().default('waiting'),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonus_activations_waiting_key')
      .on(t.userId)
      .where(sql`${t.status} = 'waiting'`),
    check('bonus_activations_status_check', sql`${t.status} in ('waiting','used','withdrawn')`),
    check(
      'bonus_activations_used_check',
      sql`(${t.status} = 'used') = (${t.bonusId} is not null and ${t.invoiceId} is not null)`,
    ),
    check('bonus_activations_ended_check', sql`(${t.status} = 'waiting') = (${t.endedAt} is null)`),
  ],
);
