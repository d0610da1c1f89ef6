/** Database functions kept as source files beside their owner (the ledger's `sql/`), and which version is installed. */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per routine file: the SHA-256 of the text installed, so a changed file is installed again at start. */
export const schemaRoutines = pgTable('schema_routines', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
});
