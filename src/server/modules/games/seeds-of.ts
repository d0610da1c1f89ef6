import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fairSeeds } from '../../db/schema';
import type { SeedRow } from '../../fair/seed-repository';
import type { BetRow } from './bet-repository';

/** The seed pairs of some bets, by id. */
export async function seedsOf(db: Db, rows: readonly BetRow[]): Promise<Map<number, SeedRow>> {
  const ids = [...new Set(rows.map((r) => r.seedId))];
  if (ids.length === 0) return new Map();
  const seeds = await db.select().from(fairSeeds).where(inArray(fairSeeds.id, ids));
  return new Map(seeds.map((s) => [s.id, s]));
}
