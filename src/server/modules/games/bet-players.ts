import type { Db } from '../../db/client';
import { createPlayerCache } from '../../players/player-cache';
import type { UserRow } from '../../players/repository';
import type { BetPlayer } from '../../ledger/bets';

/**
 * The players this process placed bets for, so a bet needs no read of its player: only the currency decides
 * anything before the bet's statement, and that statement refuses a currency that changed (`player_changed`, then
 * `reload`). What the feed shows of the player comes back from the statement and is kept (`update`).
 */
export function createBetPlayers(db: Db) {
  const wagering = new Set<number>();
  const players = createPlayerCache(db, { onEvict: (userId) => wagering.delete(userId) });

  return {
    /** The player, from this process's memory or the database; undefined when the account is gone. */
    get: (userId: number) => players.get(userId),

    /** Reads the player again (the statement said the currency changed). */
    reload: (userId: number) => players.reload(userId),

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
      const row = players.peek(userId);
      if (!row) return undefined;
      // most bets find the player as kept: the row is copied only when the statement saw a change, and kept as the
      // latest either way, so an active player stays at the fresh end of the cache
      const unchanged =
        row.name === seen.name &&
        row.isStatisticsHidden === seen.statisticsHidden &&
        row.isAvatarHidden === seen.avatarHidden;
      return players.keep(
        unchanged
          ? row
          : {
              ...row,
              name: seen.name,
              isStatisticsHidden: seen.statisticsHidden,
              isAvatarHidden: seen.avatarHidden,
            },
      );
    },
  };
}
export type BetPlayers = ReturnType<typeof createBetPlayers>;
