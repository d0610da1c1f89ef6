import type { Db } from '../db/client';
import { findUserById, type UserRow } from './repository';

/** How many players a process keeps by default; past it the oldest entry goes. */
const KEPT = 50_000;

/**
 * Players this process read, so a hot path (a bet, a payout request) needs no read of its player. Whatever such a
 * path decides from the kept row, its own statement checks again and refuses when it changed; the caller then
 * reads the player again (`reload`).
 */
export function createPlayerCache(
  db: Db,
  options: { kept?: number; onEvict?: (userId: number) => void } = {},
) {
  const kept = options.kept ?? KEPT;
  const players = new Map<number, UserRow>();

  const keep = (row: UserRow): UserRow => {
    players.delete(row.id);
    players.set(row.id, row);
    if (players.size > kept) {
      const oldest = players.keys().next().value!;
      players.delete(oldest);
      options.onEvict?.(oldest);
    }
    return row;
  };

  return {
    /** The player, from this process's memory or the database; undefined when the account is gone. */
    async get(userId: number): Promise<UserRow | undefined> {
      const hit = players.get(userId);
      if (hit) return hit;
      const row = await findUserById(db, userId);
      return row && keep(row);
    },
    /** Reads the player again (a statement said the player changed). */
    async reload(userId: number): Promise<UserRow | undefined> {
      players.delete(userId);
      return this.get(userId);
    },
    /** The kept player, without reading. */
    peek: (userId: number): UserRow | undefined => players.get(userId),
    /** Keeps `row` as the player's latest. */
    keep,
  };
}
export type PlayerCache = ReturnType<typeof createPlayerCache>;
