/** Mirror domains and the probe reports of which ones load. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

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
