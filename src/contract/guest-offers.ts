import * as z from 'zod/mini';
import './zod-locale';
import { CURRENCIES } from './constants';

/**
 * The offers a guest's header counts down (SPEC §4 Guest bonus): apart from the rest of the bonus contract
 * (bonuses.ts, which re-exports these) so that a page's first load builds only these schemas.
 */

/** GET /bonus-system/bonus-activation/waiting-reg-and-dep: the registration-and-deposit bonus waiting, if any. */
export const waitingRegAndDepAnswer = z.object({
  data: z.nullable(z.object({ name: z.string(), expires_in: z.int() })),
});
export type WaitingRegAndDepAnswer = z.infer<typeof waitingRegAndDepAnswer>;

/** Free spins a program gives with its bonus, on one house game. */
export const freeSpinsOfferSchema = z.object({ count: z.int(), game_id: z.string() });

/** What a deposit earns under one program (or one welcome-pack step), in the player's currency. */
export const bonusTermsSchema = z.object({
  /** Percent of the deposit credited as bonus; null for a fixed amount. */
  match_percent: z.nullable(z.int()),
  /** The most bonus it credits (match), or the amount it credits (fixed). */
  max_amount: z.number(),
  /** The smallest deposit that earns it; 0 when it is credited without a deposit. */
  min_deposit: z.number(),
  wager_multiplier: z.int(),
  /** Days the bonus stays in the bonus balance once credited. */
  expiry_days: z.int(),
  free_spins: z.nullable(freeSpinsOfferSchema),
  currency: z.enum(CURRENCIES),
});
export type BonusTerms = z.infer<typeof bonusTermsSchema>;

/** One step of the welcome pack: the bonus of the player's `step`-th deposit. */
export const welcomeStepSchema = z.extend(bonusTermsSchema, { step: z.int(), name: z.string() });
export type WelcomeStep = z.infer<typeof welcomeStepSchema>;

/** GET /api/v3/welcome-pack/get-welcome-packs-guest: the welcome pack offered to a guest. */
export const welcomePackGuestAnswer = z.object({
  id: z.string(),
  name: z.string(),
  /** English title; the browser shows the translation of `name` when it has one. */
  publicTitle: z.string(),
  /** The guest's period of SPEC §4 (7 days) in seconds. */
  expires_in: z.int(),
  currency: z.enum(CURRENCIES),
  steps: z.array(welcomeStepSchema),
});
export type WelcomePackGuestAnswer = z.infer<typeof welcomePackGuestAnswer>;
