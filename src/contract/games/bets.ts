import * as z from 'zod/mini';
import '../zod-locale';
import { CURRENCIES } from '../constants';
import { amountField } from '../money';
import { HOUSE_GAMES } from './rtp';

/**
 * Bets of the in-house games on the wire (issue 7). The stake is major units, as all money on the wire; the browser
 * names each bet with its own id, so a retried request answers the first result and never bets twice.
 */

/** The browser's id of a bet: 8–64 letters, digits, `-` or `_` (a UUID in practice). */
export const BET_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const betIdField = z
  .string({ error: 'bet_id_invalid: A bet needs an id' })
  .check(z.regex(BET_ID, 'bet_id_invalid: A bet id is 8 to 64 letters, digits, - or _'));

/** POST /api/v2/games/{game}/bets: the bet id, the stake and the game's own parameters. */
export const placeBetBody = <P extends z.core.$ZodType>(params: P) =>
  z.strictObject({ bet_id: betIdField, amount: amountField, params });

export const BET_STATUSES = ['open', 'settled'] as const;

/** One bet as the player sees it: what was staked, won, decided, and the seed pair that decided it. */
export const betSchema = z.object({
  id: z.int(),
  bet_id: z.string(),
  game: z.enum(HOUSE_GAMES),
  currency: z.enum(CURRENCIES),
  amount: z.number(),
  /** What the bet paid (major units); null while a round is open. */
  payout: z.nullable(z.number()),
  /** The multiplier paid, for display; `multiplier_exact` is the exact ratio `num/den`. */
  multiplier: z.nullable(z.number()),
  multiplier_exact: z.nullable(z.string()),
  params: z.unknown(),
  /** What the fair stream decided; for a round played in steps only once it is over. */
  outcome: z.unknown(),
  /** A round played in steps (miner, hilo) as the player may see it; null for other games. */
  round: z.unknown(),
  status: z.enum(BET_STATUSES),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.int(),
  created_at: z.string(),
  settled_at: z.nullable(z.string()),
});
export type Bet = z.infer<typeof betSchema>;

/** A bet placed, with the player's main balance after it. */
/** The bet, and the player's balances after it (main, bonus and their total), so no profile read follows a bet. */
export const placeBetAnswer = z.object({
  bet: betSchema,
  balance: z.number(),
  bonus_balance: z.number(),
  total_balance: z.number(),
});
export type PlaceBetAnswer = z.infer<typeof placeBetAnswer>;

/** GET /api/v2/games/{miner|hilo}/round: the player's open round of the game, if any. */
export const openRoundAnswer = z.object({ bet: z.nullable(betSchema) });
export type OpenRoundAnswer = z.infer<typeof openRoundAnswer>;

/** GET /api/v2/games/bets: the player's bets, newest first, `before` a bet id for the next page. */
export const betHistoryQuery = z.strictObject({
  game: z.optional(z.enum(HOUSE_GAMES)),
  before: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export const betHistoryAnswer = z.object({ data: z.array(betSchema) });
export type BetHistoryAnswer = z.infer<typeof betHistoryAnswer>;

/** GET /api/v2/games/bets/{id}: one of the player's bets with its server seed once the pair is revealed. */
export const betParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});
export const betDetailAnswer = z.object({
  bet: betSchema,
  /** The server seed that decided the bet: null while its pair is still active. */
  server_seed: z.nullable(z.string()),
});
export type BetDetailAnswer = z.infer<typeof betDetailAnswer>;

export { FEED_SIZE, feedAnswer, feedBetSchema, feedQuery, type FeedAnswer, type FeedBet } from './feed';

/** GET /api/v2/games/settings?currency=: per game the stake limits, the max win, the RTP, whether it is on. */
export const gameSettingsQuery = z.strictObject({ currency: z._default(z.enum(CURRENCIES), 'RUB') });
export const gameSettingSchema = z.object({
  game: z.enum(HOUSE_GAMES),
  available: z.boolean(),
  /** Stake limits in major units; null for cases, which are priced. */
  min_bet: z.nullable(z.number()),
  max_bet: z.nullable(z.number()),
  max_win: z.number(),
  /** The declared return to player, e.g. 0.99. */
  rtp: z.number(),
});
export type GameSetting = z.infer<typeof gameSettingSchema>;
export const gameSettingsAnswer = z.object({
  currency: z.enum(CURRENCIES),
  data: z.array(gameSettingSchema),
});
export type GameSettingsAnswer = z.infer<typeof gameSettingsAnswer>;
