import * as z from 'zod/mini';
import '../zod-locale';
import { CURRENCIES } from '../constants';
import { HOUSE_GAMES } from './rtp';

// The live feed of recent bets: a module of its own because the realtime hub's frames carry it, and every page opens
// the hub, while the rest of the bets' contract is only for the game pages.

/** How many recent bets the live feed shows: the snapshot's length and the most a `bets` batch of the hub carries. */
export const FEED_SIZE = 30;

/** One line of the live feed of recent bets: the player's name and avatar unless they hide them. */
export const feedBetSchema = z.object({
  id: z.int(),
  game: z.enum(HOUSE_GAMES),
  /** Null when the player hides their statistics. */
  player: z.nullable(z.string()),
  /** `gen:<hex>`, the key of a generated avatar (players upload none); null when the player hides it. */
  avatar: z.nullable(z.string()),
  currency: z.enum(CURRENCIES),
  amount: z.nullable(z.number()),
  payout: z.nullable(z.number()),
  multiplier: z.nullable(z.number()),
  settled_at: z.string(),
});
export type FeedBet = z.infer<typeof feedBetSchema>;
export const feedQuery = z.strictObject({ game: z.optional(z.enum(HOUSE_GAMES)) });
export const feedAnswer = z.object({ data: z.array(feedBetSchema) });
export type FeedAnswer = z.infer<typeof feedAnswer>;
