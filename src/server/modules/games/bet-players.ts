import type { Db } from '../../db/client';
import { findUserById, type UserRow } from '../../players/repository';
import type { BetPlayer } from '../../ledger/bets';

/** How many players a process keeps; past it the oldest entry goes. */
const KEPT = 50_000;

/**
 * The players this process placed bets for, so a bet needs no read of its player: only the currency decides
 * anything before the bet's statement, and that statement refuses a currency that changed (`player_changed`, then
 * `reload`). What the feed shows of the player comes back from the statement and is kept (`update`).
 */
export function createBetPlayers(db: Db) {
  const players = new Map<number, UserRow>();
  const wagering = new Set<number>();

  const keep = (row: UserRow) => {
    players.delete(row.id);
    players.set(row.id, row);
    if (players.size > KEPT) {
      const oldest = players.keys().next().value!;
      players.delete(oldest);
      wagering.delete(oldest);
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

    /** Reads the player again (the statement said the currency changed). */
    async reload(userId: number): Promise<UserRow | undefined> {
      players.delete(userId);
      return this.get(userId);
    },

    /**
     * Whether the player's last bet here wagered an active bonus: their next bet goes straight to a transaction
     * instead of a statement that would refuse it (and a statement refusing it sets this again).
     */
    wagering: (userId: number) => wagering.has(userId),

    setWagering(userId: number, active: boolean): void {
      if (active) wagering.add(userId);
      else wagering.delete(userId);
    },

    /** What the bet's statement read of the player. */
    update(userId: number, seen: BetPlayer): UserRow | undefined {
      const row = players.get(userId);
      if (!row) return undefined;
      return keep({
        ...row,
        name: seen.name,
        isStatisticsHidden: seen.statisticsHidden,
        isAvatarHidden: seen.avatarHidden,
      });
    },
  };
}
export type BetPlayers = ReturnType<typeof createBetPlayers>;
