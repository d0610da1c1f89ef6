import * as z from 'zod/mini';
import './zod-locale';
import { CURRENCIES } from './constants';

/**
 * Free spins: campaigns of spins on one game granted to a player (by a bonus program or an operator), SPEC §3
 * Free spin. The bet value of a spin is a major-unit decimal on the wire (see money.ts).
 */

/** A campaign's life: `active` while spins are left and it has not expired; the other three are final. */
export const FREE_SPIN_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
export type FreeSpinStatus = (typeof FREE_SPIN_STATUSES)[number];

/** The most spins one campaign may hold. */
export const MAX_FREE_SPINS_PER_CAMPAIGN = 1_000;

/** A game's slug, e.g. `slots-classic`: lower-case letters, digits and inner dashes, up to 64 characters. */
export const GAME_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** One campaign as the API answers it: SPEC §3's `game.id` and `expiration_at`, plus what is left of it. */
export const freeSpinSchema = z.object({
  id: z.int(),
  game: z.object({ id: z.string() }),
  /** Spins left to play. */
  count: z.int(),
  /** Spins granted. */
  total_count: z.int(),
  /** The stake of each spin, major units of `currency`. */
  bet_value: z.number(),
  currency: z.enum(CURRENCIES),
  status: z.enum(FREE_SPIN_STATUSES),
  expiration_at: z.string(),
  created_at: z.string(),
});
export type FreeSpin = z.infer<typeof freeSpinSchema>;

/** GET /profile/freeSpins: the player's active campaigns, the soonest to expire first. */
export const freeSpinsAnswer = z.object({ data: z.array(freeSpinSchema) });
export type FreeSpinsAnswer = z.infer<typeof freeSpinsAnswer>;

/** GET /api/freeSpinsCampaigns/{id}: one campaign of the player, whatever its status. */
export const freeSpinAnswer = z.object({ data: freeSpinSchema });
export type FreeSpinAnswer = z.infer<typeof freeSpinAnswer>;

/** PUT /api/v2/freeSpinsCampaigns/cancel/{id}: the campaign as cancelled. */
export const freeSpinCancelAnswer = z.object({ success: z.literal(true), data: freeSpinSchema });
export type FreeSpinCancelAnswer = z.infer<typeof freeSpinCancelAnswer>;

/** The `{id}` of a campaign path. */
export const freeSpinCampaignParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});

/** The free-spin calls take no query parameters and the cancel no body. */
export const freeSpinsQuery = z.strictObject({});
export const cancelFreeSpinsBody = z.strictObject({});
