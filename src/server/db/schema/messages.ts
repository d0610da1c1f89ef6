/** Messages out (mail and SMS outbox) and in (support chat). */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

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

/** Messages players send from the support chat; support answers by email. */
export const supportMessages = pgTable('support_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
