import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** A login address: an email or a phone. */
export type Channel = 'email' | 'phone';

const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

/** The user with this id. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** The user whose email or phone (already normalised) is this address. */
export async function findUserByAddress(
  db: Db,
  channel: Channel,
  address: string,
): Promise<UserRow | undefined> {
  const column = channel === 'email' ? users.email : users.phone;
  const [row] = await db.select().from(users).where(eq(column, address)).limit(1);
  return row;
}

/** Inserts a user and returns the row. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Updates a user and returns the new row. */
export async function updateUser(db: Db, id: number, patch: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/** Whether an error is a unique-constraint violation (PostgreSQL 23505), wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
