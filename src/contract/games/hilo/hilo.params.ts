import * as z from 'zod/mini';
import '../../zod-locale';

/** The moves of a running round: guess higher or lower (see `hiloBet`), skip the card, or cash out. */
export const HILO_ACTIONS = ['higher', 'lower', 'skip', 'cashout'] as const;
export type HiloAction = (typeof HILO_ACTIONS)[number];
export type HiloGuess = Extract<HiloAction, 'higher' | 'lower'>;

/** A round ends by itself (cashed out) after 52 correct guesses, and may skip at most 52 cards. */
export const HILO_MAX_GUESSES = 52;
export const HILO_MAX_SKIPS = 52;
/** The cards a bet deals: the start card and one per possible move, so no legal round runs out of cards. */
export const HILO_ROUND_CARDS = 1 + HILO_MAX_GUESSES + HILO_MAX_SKIPS;

/** The game parameters of a hilo bet: none, the stake alone starts a round. */
export const hiloParams = z.strictObject({});
export type HiloParams = z.infer<typeof hiloParams>;

/** A move request of a running round. */
export const hiloActionBody = z.strictObject({
  action: z.enum(HILO_ACTIONS, { error: 'hilo_action_invalid: Choose higher, lower, skip or cash out' }),
});
export type HiloActionBody = z.infer<typeof hiloActionBody>;
