import * as z from 'zod/mini';
import './zod-locale';

/**
 * Provably fair seeds (issue 7, DESIGN.md §6). Every bet's outcome is HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}:${round}`): the server seed is committed by its SHA-256 before play and revealed when the
 * player rotates the pair, so any past bet can be recomputed.
 */

/** A client seed: 1–64 printable ASCII characters without spaces (it is part of the HMAC message). */
export const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

export const clientSeedSchema = z
  .string()
  .check(z.regex(CLIENT_SEED, 'client_seed: Use 1 to 64 letters, digits or symbols, without spaces.'));

/** The pair in play: the server seed is shown only as its SHA-256. */
export const activeSeedSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The nonce of the next bet. */
  nonce: z.int(),
});
export type ActiveSeed = z.infer<typeof activeSeedSchema>;

/** A rotated pair: its server seed, revealed, and how many bets it served (nonces 0 … bets − 1). */
export const revealedSeedSchema = z.object({
  server_seed: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  bets: z.int(),
  revealed_at: z.string(),
});
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

/** GET /api/v2/fair/seeds: the active pair and the last revealed one. */
export const seedsAnswer = z.object({
  active: activeSeedSchema,
  previous: z.nullable(revealedSeedSchema),
});
export type SeedsAnswer = z.infer<typeof seedsAnswer>;

/** POST /api/v2/fair/seeds/rotate: a new client seed, or the current one kept. */
export const rotateSeedBody = z.strictObject({ client_seed: z.optional(clientSeedSchema) });
export type RotateSeedBody = z.infer<typeof rotateSeedBody>;
