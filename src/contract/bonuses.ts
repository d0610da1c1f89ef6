import * as z from 'zod/mini';
import './zod-locale';
import { CURRENCIES, REGIONS } from './constants';
import { bonusTermsSchema } from './guest-offers';

export * from './guest-offers';

/**
 * Bonuses: programs (SPEC §3 Bonus), the welcome pack, promo codes and the player's bonuses. Names are message keys
 * the browser translates (`bonus.welcome.step1`); amounts are major-unit decimals (see money.ts).
 */

export const PROGRAM_KINDS = ['reg_and_dep', 'welcome_pack', 'promo'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

/** Where a promo code is entered: the registration form, or the bonuses page of a player. */
export const PROMO_CODE_KINDS = ['registration', 'deposit'] as const;
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number];

/** A promo code as stored: 3–32 upper-case letters, digits, `-` or `_` (codes are case-insensitive). */
export const PROMO_CODE = /^[A-Z0-9_-]{3,32}$/;

/** The text of a refused promo code (SPEC §5 "key: text"). */
export const PROMO_INVALID_TEXT = 'The promo code is invalid or has expired.';

/** A promo code as the player types it: trimmed and upper-cased, then checked against PROMO_CODE. */
export const promoCodeField = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(64)),
    z.transform((v) => v.trim().toUpperCase()),
  ),
  z.string().check(z.regex(PROMO_CODE, `promo_invalid: ${PROMO_INVALID_TEXT}`)),
);

/** SPEC §3 Bonus, GET /bonus-system/bonus/{id}: a program with the seconds left to earn it. */
export const bonusProgramSchema = z.object({
  id: z.string(),
  kind: z.enum(PROGRAM_KINDS),
  name: z.string(),
  public_title: z.string(),
  /** Seconds left to earn it: for a guest the program's whole window, for a player what is left of theirs. */
  expires_in: z.int(),
  /** The region it is offered in; null for every region. */
  region: z.nullable(z.enum(REGIONS)),
});
export type BonusProgram = z.infer<typeof bonusProgramSchema>;
export const bonusProgramAnswer = z.object({ data: bonusProgramSchema });
export type BonusProgramAnswer = z.infer<typeof bonusProgramAnswer>;

/** The `{id}` of GET /bonus-system/bonus/{id}: a program id. */
export const bonusProgramParams = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** GET /api/v3/welcome-pack/get-welcome-packs-guest query: the currency to show the amounts in (RUB by default). */
export const welcomePackGuestQuery = z.strictObject({ currency: z.optional(z.enum(CURRENCIES)) });

/**
 * A bonus the player can still earn: the registration-and-deposit bonus, the next welcome-pack step, or a redeemed
 * promo waiting for a deposit. `next_deposit` marks the one the next deposit earns (none while a bonus is active).
 */
export const availableBonusSchema = z.extend(bonusTermsSchema, {
  program_id: z.string(),
  kind: z.enum(PROGRAM_KINDS),
  name: z.string(),
  public_title: z.string(),
  /** The welcome-pack step, else null. */
  step: z.nullable(z.int()),
  /** The redeemed promo code it comes from, else null. */
  promo_code: z.nullable(z.string()),
  /** Seconds left to earn it. */
  expires_in: z.int(),
  next_deposit: z.boolean(),
  /** The player chose this bonus for their next deposit (POST /api/v2/bonuses/offers/{program_id}/activate). */
  activated: z.boolean(),
});
export type AvailableBonus = z.infer<typeof availableBonusSchema>;

/** A credited bonus is wagered while `active`, then converted to main, forfeited on expiry, or cancelled. */
export const PLAYER_BONUS_STATUSES = ['active', 'converted', 'forfeited', 'cancelled'] as const;
export type PlayerBonusStatus = (typeof PLAYER_BONUS_STATUSES)[number];

/** A bonus credited to the player, with its wagering progress. */
export const playerBonusSchema = z.object({
  id: z.int(),
  program_id: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  /** What was credited. */
  amount: z.number(),
  /** Turnover needed to convert it (amount × wager multiplier) and the turnover counted so far. */
  wager_required: z.number(),
  wagered: z.number(),
  status: z.enum(PLAYER_BONUS_STATUSES),
  expires_at: z.string(),
  created_at: z.string(),
  /** When it converted, was forfeited or cancelled; null while active. */
  finished_at: z.nullable(z.string()),
  /** What moved to the main balance on conversion, or back to the house otherwise; null while active. */
  converted_amount: z.nullable(z.number()),
  forfeited_amount: z.nullable(z.number()),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

/** GET /api/v2/bonuses. */
export const bonusesAnswer = z.object({
  available: z.array(availableBonusSchema),
  active: z.array(playerBonusSchema),
  history: z.array(playerBonusSchema),
});
export type BonusesAnswer = z.infer<typeof bonusesAnswer>;

/** The `{id}` of POST /api/v2/bonuses/{id}/cancel. */
export const playerBonusParams = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});
/** The cancel takes no body. */
export const cancelBonusBody = z.strictObject({});
/** POST /api/v2/bonuses/offers/{program_id}/activate: the program of an available bonus. */
export const activateOfferParams = z.strictObject({
  programId: z.string().check(z.minLength(1), z.maxLength(64)),
});
/** The activation takes no body. */
export const activateOfferBody = z.strictObject({});
/** The bonus as chosen for the next deposit. */
export const activateOfferAnswer = z.object({ success: z.literal(true), data: availableBonusSchema });
export type ActivateOfferAnswer = z.infer<typeof activateOfferAnswer>;

/** POST /api/v2/bonuses/{id}/cancel: the bonus as cancelled. */
export const cancelBonusAnswer = z.object({ success: z.literal(true), data: playerBonusSchema });
export type CancelBonusAnswer = z.infer<typeof cancelBonusAnswer>;

/** The bonuses and promo-code GETs take no query parameters. */
export const bonusesQuery = z.strictObject({});

/** GET /api/v2/promotions query: the currency a guest sees the amounts in (RUB by default; a player's own). */
export const promotionsQuery = z.strictObject({ currency: z.optional(z.enum(CURRENCIES)) });

/**
 * GET /api/v2/promotions: what the lobby's promotions strip shows. A guest gets what a new player of their region
 * would be offered on registering now; a player gets what their deposits can still earn.
 */
export const promotionsAnswer = z.object({ data: z.array(availableBonusSchema) });
export type PromotionsAnswer = z.infer<typeof promotionsAnswer>;

/** POST /api/v2/promo-codes/redeem; the code is checked by the server (422 `promo_invalid`), any case. */
export const redeemPromoBody = z.strictObject({ code: z.string().check(z.minLength(1), z.maxLength(64)) });
export type RedeemPromo = z.infer<typeof redeemPromoBody>;

/** A player's use of a promo code: credited at once, or waiting for a deposit until `expires_at`. */
export const promoRedemptionSchema = z.object({
  code: z.string(),
  program_id: z.string(),
  name: z.string(),
  status: z.enum(['waiting', 'credited']),
  /** Waiting: the last moment a deposit earns it. */
  expires_at: z.nullable(z.string()),
  /** Credited: the bonus. */
  bonus_id: z.nullable(z.int()),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;
export const redeemPromoAnswer = z.object({ success: z.literal(true), data: promoRedemptionSchema });
export type RedeemPromoAnswer = z.infer<typeof redeemPromoAnswer>;

/** The `{code}` of GET /api/v2/promo-codes/{code}; any text, an ill-formed code is simply not found. */
export const promoCodeParams = z.strictObject({ code: z.string().check(z.minLength(1), z.maxLength(64)) });

/** GET /api/v2/promo-codes/{code}: what the browser's promo flow shows (SPEC §4 Promo). */
export const promoCodeAnswer = z.object({
  data: z.object({
    code: z.string(),
    kind: z.enum(PROMO_CODE_KINDS),
    name: z.string(),
    public_title: z.string(),
    expires_at: z.nullable(z.string()),
  }),
});
export type PromoCodeAnswer = z.infer<typeof promoCodeAnswer>;
