/** Players and their credentials: accounts, refresh families, one-time codes, reset tokens, settings. */
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

/** Server-side settings kept in the database, such as the generated signing secret of a dev install. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
