/** Single sign-on: central sessions, the refresh families they joined, one-time codes. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

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
