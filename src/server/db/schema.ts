import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Players. Email is stored lower-cased, phone as `+` and digits. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    currency: text('currency').notNull().default('RUB'),
    locale: text('locale').notNull().default('ru'),
    timezone: text('timezone').notNull().default('Europe/Moscow'),
    registerMethod: text('register_method').notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    isAvatarHidden: boolean('is_avatar_hidden').notNull().default(false),
    isStatisticsHidden: boolean('is_statistics_hidden').notNull().default(false),
    premiumStatus: boolean('premium_status').notNull().default(false),
    imageSmall: text('image_small'),
    verificationStatus: text('verification_status').notNull().default('unverified'),
    countryCode: text('country_code'),
    promo: text('promo'),
    partner: text('partner'),
    adplace: text('adplace'),
    stag: text('stag'),
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_currency_check', sql`${t.currency} in ('RUB','USD','KZT','INR','EUR')`),
    check('users_locale_check', sql`${t.locale} in ('ru','en','kz')`),
    check('users_register_method_check', sql`${t.registerMethod} in ('email','phone','social')`),
    check('users_login_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/**
 * Refresh credentials. Only a SHA-256 of the token is stored. Tokens of one login form a family; a spent token
 * presented again after the grace period revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** One-time codes sent by email or SMS; only a hash of the code is stored. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_codes_lookup_idx').on(t.purpose, t.channel, t.destination),
    index('auth_codes_user_idx').on(t.userId),
    check('auth_codes_purpose_check', sql`${t.purpose} in ('login','verify','reset')`),
    check('auth_codes_channel_check', sql`${t.channel} in ('email','phone')`),
  ],
);

/** Password reset tokens (one use); only a hash is stored. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reset_tokens_user_idx').on(t.userId)],
);

/** Messages to players; delivered by SMTP when configured, otherwise kept here for the dev outbox page. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_destination_idx').on(t.destination)],
);

/** Server-side settings kept in the database, such as the generated signing secret of a dev install. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Messages players send from the support chat; support answers by email. */
export const supportMessages = pgTable('support_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

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
    // entries reference (id, currency), so an entry can only be in its account's currency
    unique('ledger_accounts_id_currency_key').on(t.id, t.currency),
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
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    reference: text('reference'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.idempotencyKey),
    index('ledger_transactions_user_idx').on(t.userId, t.id),
  ],
);

/** The legs of a transaction; per transaction and currency they sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ledger_entries_account_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

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

/**
 * The domains the site answers on (issue 5). Seeded from SITE_HOSTS and MIRROR_HOSTS at start; an operator retires
 * a blocked one with a new link, and `GET /mirror` on it then sends browsers there.
 */
export const mirrors = pgTable(
  'mirrors',
  {
    host: text('host').primaryKey(),
    status: text('status').notNull().default('active'),
    newLink: text('new_link'),
    /** The search-engine verification meta value of this domain. */
    verificationMeta: text('verification_meta'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mirrors_status_check', sql`${t.status} in ('active','retired')`),
    check('mirrors_retired_check', sql`${t.status} = 'active' or ${t.newLink} is not null`),
  ],
);

/**
 * A player's session on the central SSO domain: its cookie holds a random token of which only the hash is kept.
 * Every mirror session it opened (refresh family) carries its id, so a logout anywhere ends them all.
 */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sso_sessions_token_key').on(t.tokenHash), index('sso_sessions_user_idx').on(t.userId)],
);

/** Mirror sessions (refresh families) opened by or linked to a central SSO session. */
export const ssoSessionFamilies = pgTable(
  'sso_session_families',
  {
    familyId: text('family_id').primaryKey(),
    ssoSessionId: text('sso_session_id')
      .notNull()
      .references(() => ssoSessions.id, { onDelete: 'cascade' }),
    mirrorHost: text('mirror_host').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sso_session_families_session_idx').on(t.ssoSessionId)],
);

/**
 * One-time SSO codes; only a hash is stored. `establish` (in a login's sso link) lets the central domain open its
 * session for a mirror session; `authorize` carries that session back to the mirror that asked, to be exchanged
 * for tokens there. Single use, short-lived, bound to one mirror host.
 */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** establish: the mirror session to link. */
    familyId: text('family_id'),
    /** authorize: the central session to open a mirror session from. */
    ssoSessionId: text('sso_session_id').references(() => ssoSessions.id, { onDelete: 'cascade' }),
    mirrorHost: text('mirror_host').notNull(),
    /** Hash of the state held by the browser that asked for the code; no other browser can spend it (login CSRF). */
    stateHash: text('state_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('sso_codes_purpose_check', sql`${t.purpose} in ('establish','authorize')`),
    check(
      'sso_codes_link_check',
      sql`(${t.purpose} = 'establish' and ${t.familyId} is not null) or (${t.purpose} = 'authorize' and ${t.ssoSessionId} is not null)`,
    ),
  ],
);

/** Load times of the mirror pixels as one player's browser saw them (`POST /api/sendAntiBonusResult`). */
export const mirrorProbes = pgTable(
  'mirror_probes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mirror the report came from. */
    reportedFrom: text('reported_from').notNull(),
    host: text('host').notNull(),
    /** Milliseconds to load the pixel; null when it did not load in time. */
    loadMs: integer('load_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mirror_probes_host_idx').on(t.host, t.createdAt),
    index('mirror_probes_user_idx').on(t.userId, t.id),
    check('mirror_probes_load_check', sql`${t.loadMs} is null or ${t.loadMs} >= 0`),
  ],
);

/** Product events the browser reports (`PUT /api/v2/tracking/events`), e.g. ssoAvailabilityCreate / Finish. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sessionId: text('session_id').notNull(),
    mirror: text('mirror'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_session_idx').on(t.sessionId),
    index('tracking_events_name_idx').on(t.name, t.createdAt),
  ],
);

/**
 * Advertising campaigns an operator configured: a landing with these utm parameters gets an advertiser id, and the
 * campaign's promo, if it has one, as the visitor's ad bonus.
 */
export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    utmSource: text('utm_source').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    promoType: text('promo_type'),
    promoValue: text('promo_value'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ad_campaigns_key').on(t.utmSource, t.utmCampaign),
    check('ad_campaigns_promo_check', sql`(${t.promoType} is null) = (${t.promoValue} is null)`),
  ],
);

/** One landing with the four utm parameters (`POST /middleware/utm`); its id is the visitor's advertiser id. */
export const adClicks = pgTable(
  'ad_clicks',
  {
    advId: text('adv_id').primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' }).references(() => adCampaigns.id),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    utmTerm: text('utm_term').notNull(),
    /** The landing's other query parameters, as sent. */
    extra: text('extra').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [index('ad_clicks_campaign_idx').on(t.campaignId)],
);

/** A page opened from a partner's click (`POST /middleware/registerPageOpenEvent`). */
export const pageOpens = pgTable('page_opens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  subH: text('sub_h').notNull(),
  uuid: text('uuid').notNull(),
  clickUrl: text('click_url').notNull(),
  createdAt: createdAt(),
});

/** Where a player came from (`POST attachSource`): the last attribution sent for them wins, earlier ones stay. */
export const trafficSources = pgTable(
  'traffic_sources',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stag: text('stag'),
    promo: text('promo'),
    partnerId: text('partner_id'),
    advId: text('adv_id'),
    advertiseUid: text('advertise_uid'),
    advertiseSource: text('advertise_source'),
    cpaOneUid: text('cpa_one_uid'),
    prHash: text('pr_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('traffic_sources_user_idx').on(t.userId, t.id)],
);

/**
 * Per-path navigation rules the browser's middleware chain asks for (`POST /middleware/mirrorRedirect`): an
 * internal redirect goes to another path of the site, an external one is a full page load elsewhere.
 */
export const navigationRules = pgTable(
  'navigation_rules',
  {
    path: text('path').primaryKey(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('navigation_rules_kind_check', sql`${t.kind} in ('internal','external')`)],
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
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/**
 * Provably fair seed pairs (issue 7). A player has one `active` pair: the server seed (32 random bytes, hex) stays
 * secret while its SHA-256 is shown; each bet takes the next nonce. Rotating reveals it (`revealed`) and opens a
 * new pair.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next bet takes; the bets so far used 0 … nonce − 1. */
    nonce: integer('nonce').notNull().default(0),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fair_seeds_active_key')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('fair_seeds_user_idx').on(t.userId, t.id),
    check('fair_seeds_status_check', sql`${t.status} in ('active','revealed')`),
    check('fair_seeds_revealed_check', sql`(${t.status} = 'revealed') = (${t.revealedAt} is not null)`),
    check('fair_seeds_nonce_check', sql`${t.nonce} >= 0`),
  ],
);

/**
 * Bets of the in-house games (issue 7). `client_bet_id` is the browser's id of the bet, unique per player: a
 * replay answers the first result. The stake and the win are ledger transactions (`bet:` and `win:` keys);
 * `outcome` is what the fair stream decided, `state` the round of a game played in steps while it is `open`.
 * `multiplier` is the exact ratio paid, as `num/den`.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    game: text('game').notNull(),
    clientBetId: text('client_bet_id').notNull(),
    /** SHA-256 of the request, so a replayed id with other details is refused. */
    requestHash: text('request_hash').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    multiplier: text('multiplier'),
    params: jsonb('params').notNull(),
    outcome: jsonb('outcome'),
    state: jsonb('state'),
    status: text('status').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id),
    nonce: integer('nonce').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bets_client_key').on(t.userId, t.clientBetId),
    uniqueIndex('bets_seed_nonce_key').on(t.seedId, t.nonce),
    index('bets_user_idx').on(t.userId, t.id),
    index('bets_settled_idx').on(t.settledAt),
    index('bets_game_settled_idx').on(t.game, t.settledAt),
    uniqueIndex('bets_open_key')
      .on(t.userId, t.game)
      .where(sql`${t.status} = 'open'`),
    check('bets_status_check', sql`${t.status} in ('open','settled')`),
    check('bets_stake_check', sql`${t.stake} > 0`),
    check(
      'bets_settled_check',
      sql`(${t.status} = 'settled') = (${t.settledAt} is not null and ${t.payout} is not null)`,
    ),
  ],
);

export * from './schema-jobs';
