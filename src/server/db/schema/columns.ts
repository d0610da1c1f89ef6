import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
