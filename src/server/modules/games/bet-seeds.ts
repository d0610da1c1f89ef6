import type { Db } from '../../db/client';
import { ensureActiveSeed, seedFromJson, type SeedRow } from '../../fair/seed-repository';

/** How many players' pairs a process keeps; past it the oldest entry goes. */
const KEPT = 50_000;

/**
 * The active seed pair of each player this process placed bets for, and the nonce its next bet draws with, so the
 * server draws the outcome before the bet's one statement. The statement takes the nonce only if the pair is still
 * active and the nonce is still its next (`seed_stale` otherwise, with the pair as it is: `replace`), so a pair
 * rotated elsewhere, or a nonce another process took, costs a retry, never a wrong bet.
 */
export function createBetSeeds(db: Db) {
  const pairs = new Map<number, { seed: SeedRow; next: number }>();
  const queues = new Map<number, Promise<unknown>>();

  const keep = (userId: number, seed: SeedRow) => {
    pairs.delete(userId);
    const entry = { seed, next: seed.nonce };
    pairs.set(userId, entry);
    if (pairs.size > KEPT) pairs.delete(pairs.keys().next().value!);
    return entry;
  };

  return {
    /**
     * Runs a player's bets on this process one after another. The database runs them so anyway (the statement locks
     * the pair), but a bet drawn while an earlier one is in flight could only guess the earlier one's fate, and a
     * wrong guess costs a retry: one at a time, every nonce handed out here is the pair's next.
     */
    serial<T>(userId: number, work: () => Promise<T>): Promise<T> {
      const previous = queues.get(userId) ?? Promise.resolve();
      const run = previous.then(work, work);
      const tail = run.catch(() => undefined);
      queues.set(userId, tail);
      void tail.then(() => {
        if (queues.get(userId) === tail) queues.delete(userId);
      });
      return run;
    },

    /**
     * The pair and nonce for the player's next bet (opening the pair on a first bet). The nonce is handed out once
     * here, so two bets of one player on this process draw with consecutive nonces.
     */
    async take(userId: number): Promise<{ seed: SeedRow; nonce: number }> {
      const entry = pairs.get(userId) ?? keep(userId, await ensureActiveSeed(db, userId));
      return { seed: entry.seed, nonce: entry.next++ };
    },

    /** A nonce `take` handed out that no bet took (the statement wrote nothing), unless a later one was handed out. */
    giveBack(userId: number, seedId: number, nonce: number): void {
      const entry = pairs.get(userId);
      if (entry?.seed.id === seedId && entry.next === nonce + 1) entry.next = nonce;
    },

    /** The pair as the statement found it (null: none is active now). */
    replace(userId: number, seed: Record<string, unknown> | null): void {
      if (seed) keep(userId, seedFromJson(seed));
      else pairs.delete(userId);
    },
  };
}
export type BetSeeds = ReturnType<typeof createBetSeeds>;
