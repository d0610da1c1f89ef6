import { and, count, eq } from 'drizzle-orm';
import type { RevealedSeed, SeedsAnswer } from '../../contract/fair';
import type { Db } from '../db/client';
import { bets } from '../db/schema';
import { HttpError } from '../http/errors';
import {
  ensureActiveSeed,
  lastRevealedSeed,
  lockActiveSeed,
  revealSeed,
  type SeedRow,
} from './seed-repository';

/** 409 `round_open`: revealing the seed now would show the rest of a round being played. */
const roundOpen = () =>
  new HttpError(409, 'round_open', 'Finish the round you are playing before changing seeds.');

export function presentRevealed(seed: SeedRow): RevealedSeed {
  return {
    server_seed: seed.serverSeed,
    server_seed_hash: seed.serverSeedHash,
    client_seed: seed.clientSeed,
    bets: seed.nonce,
    revealed_at: seed.revealedAt!.toISOString(),
  };
}

/** The player's pair in play (opened on first sight) and the one revealed last. */
export async function currentSeeds(db: Db, userId: number): Promise<SeedsAnswer> {
  const [active, previous] = await Promise.all([ensureActiveSeed(db, userId), lastRevealedSeed(db, userId)]);
  return {
    active: { server_seed_hash: active.serverSeedHash, client_seed: active.clientSeed, nonce: active.nonce },
    previous: previous ? presentRevealed(previous) : null,
  };
}

/**
 * Reveals the active pair and opens a new one with `clientSeed` (or the same client seed), in one transaction
 * that holds the pair's lock, so no bet takes a nonce of a revealed seed. Refused with 409 while a round of a game
 * played in steps is open on the pair: its outcome is already decided by the seed.
 */
export async function rotateSeeds(
  db: Db,
  userId: number,
  clientSeed: string | undefined,
  now: Date,
): Promise<SeedsAnswer> {
  await ensureActiveSeed(db, userId);
  const { active, revealed } = await db.transaction(async (tx) => {
    const current = await lockActiveSeed(tx, userId);
    if (!current) throw new Error(`player ${userId} lost the active seed`);
    const [open] = await tx
      .select({ n: count() })
      .from(bets)
      .where(and(eq(bets.seedId, current.id), eq(bets.status, 'open')));
    if (Number(open?.n ?? 0) > 0) throw roundOpen();
    const revealedSeed = await revealSeed(tx, current.id, now);
    const next = await ensureActiveSeed(tx, userId, clientSeed ?? current.clientSeed);
    return { active: next, revealed: revealedSeed };
  });
  return {
    active: { server_seed_hash: active.serverSeedHash, client_seed: active.clientSeed, nonce: active.nonce },
    previous: presentRevealed(revealed),
  };
}
