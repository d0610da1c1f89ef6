import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

/** Stores a message. */
export async function insertMessage(db: Db, values: typeof outbox.$inferInsert): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Records that SMTP accepted a message. */
export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at }).where(eq(outbox.id, id));
}

/** The newest messages, optionally to one address. */
export async function latestMessages(db: Db, limit: number, destination?: string): Promise<OutboxRow[]> {
  const query = db.select().from(outbox);
  const filtered = destination ? query.where(eq(outbox.destination, destination)) : query;
  return filtered.orderBy(desc(outbox.id)).limit(limit);
}
