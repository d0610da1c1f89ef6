import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { fairSeeds } from '../db/schema';
import { newClientSeed, newServerSeed, seedHash } from './seed-material';

export type SeedRow = typeof fairSeeds.$inferSelect;

const activeOf = (userId: number) => and(eq(fairSeeds.userId, userId), eq(fairSeeds.status, 'active'));

/** Opens a new active pair unless one exists (the partial unique index keeps one); answers it either way. */
export async function ensureActiveSeed(db: Db, userId: number, clientSeed?: string): Promise<SeedRow> {
  const serverSeed = newServerSeed();
  const [created] = await db
    .insert(fairSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: seedHash(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(fairSeeds).where(activeOf(userId));
  if (!existing) throw new Error(`player ${userId} has no active seed after opening one`);
  return existing;
}

const nextNonce = preparedQuery((db) =>
  db
    .update(fairSeeds)
    .set({ nonce: sql`${fairSeeds.nonce} + 1` })
    .where(and(eq(fairSeeds.userId, sql.placeholder('userId')), eq(fairSeeds.status, 'active')))
    .returning()
    .prepare('fair_take_nonce'),
);

/**
 * Takes the next nonce of the player's active pair in one statement, which also locks the pair until `tx` ends:
 * a player's bets take their nonces one at a time, and a rotation waits for the bet. Answers the pair with the
 * nonce taken; undefined when the player has no active pair yet.
 */
export async function takeNonce(
  tx: Db,
  userId: number,
): Promise<{ seed: SeedRow; nonce: number } | undefined> {
  const [seed] = await nextNonce(tx).execute({ userId });
  return seed && { seed, nonce: seed.nonce - 1 };
}

/** The active pair, locked until `tx` ends. */
export async function lockActiveSeed(tx: Db, userId: number): Promise<SeedRow | undefined> {
  const [seed] = await tx.select().from(fairSeeds).where(activeOf(userId)).for('update');
  return seed;
}

/** Reveals a pair: its server seed may be shown from now on. */
export async function revealSeed(tx: Db, id: number, at: Date): Promise<SeedRow> {
  const [seed] = await tx
    .update(fairSeeds)
    .set({ status: 'revealed', revealedAt: at })
    .where(and(eq(fairSeeds.id, id), eq(fairSeeds.status, 'active')))
    .returning();
  if (!seed) throw new Error(`seed ${id} was not active`);
  return seed;
}

/** The player's last revealed pair. */
export async function lastRevealedSeed(db: Db, userId: number): Promise<SeedRow | undefined> {
  const [seed] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.status, 'revealed')))
    .orderBy(desc(fairSeeds.id))
    .limit(1);
  return seed;
}

/** A pair by id. */
export async function findSeed(db: Db, id: number): Promise<SeedRow | undefined> {
  const [seed] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, id));
  return seed;
}

/** A pair as PostgreSQL's `row_to_json` gives it (snake_case, timestamps as text). */
export function seedFromJson(row: Record<string, unknown>): SeedRow {
  const at = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)));
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    serverSeed: String(row.server_seed),
    serverSeedHash: String(row.server_seed_hash),
    clientSeed: String(row.client_seed),
    nonce: Number(row.nonce),
    status: String(row.status),
    createdAt: at(row.created_at)!,
    revealedAt: at(row.revealed_at),
  };
}
