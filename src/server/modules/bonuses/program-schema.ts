import { z } from 'zod';
import { REGIONS, type Currency } from '../../../contract/constants';
import { GAME_SLUG, MAX_FREE_SPINS_PER_CAMPAIGN } from '../../../contract/free-spins';
import { toMinor } from '../../../contract/money';

/** An amount in major units of `currency`, exact in its minor unit. */
const major = (currency: Currency, min: 'zero' | 'positive') =>
  (min === 'zero' ? z.number().nonnegative() : z.number().positive()).refine(
    (v) => toMinor(v, currency) !== null,
    `${currency} amounts have at most two decimals`,
  );

/** One amount per account currency, in major units: every program is offered in every currency. */
const perCurrency = (min: 'zero' | 'positive') =>
  z.strictObject({
    RUB: major('RUB', min),
    USD: major('USD', min),
    KZT: major('KZT', min),
    INR: major('INR', min),
    EUR: major('EUR', min),
  });
export type PerCurrency = Record<Currency, number>;

/** A match of the deposit up to a cap, or a fixed amount. */
const rewardSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('match'),
    percent: z.number().int().min(1).max(1_000),
    cap: perCurrency('positive'),
  }),
  z.strictObject({ type: z.literal('fixed'), amount: perCurrency('positive') }),
]);
export type Reward = z.infer<typeof rewardSchema>;

/** A message key the browser translates, e.g. `bonus.welcome.step1`. */
const nameKey = z.string().regex(/^bonus\.[a-z0-9_.]+$/);

/** What earning the bonus gives and asks for. */
const termsSchema = z.strictObject({
  reward: rewardSchema,
  /** The smallest deposit that earns it (ignored when it is credited on redemption). */
  minDeposit: perCurrency('zero'),
  /** The bonus is converted once the player has wagered amount × this. */
  wagerMultiplier: z.number().int().min(1).max(100),
  /** Days the credited bonus stays in the bonus balance before what is left of it is forfeited. */
  expiryDays: z.number().int().min(1).max(90),
  /** Free spins granted with the bonus, by the free-spins module. */
  freeSpins: z
    .strictObject({
      count: z.number().int().min(1).max(MAX_FREE_SPINS_PER_CAMPAIGN),
      gameId: z.string().regex(GAME_SLUG),
      /** The stake of each spin, per currency. */
      bet: perCurrency('positive'),
    })
    .nullable(),
});
export type Terms = z.infer<typeof termsSchema>;

const common = {
  /** Stable id, used in promo codes and in the player's bonuses. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  name: nameKey,
  /** English title shown where a translation is missing. */
  publicTitle: z.string().min(1).max(200),
  /** The region it is offered in (SPEC §4 Region); null for all. */
  region: z.enum(REGIONS).nullable(),
  /**
   * Days the player has to earn it once the period started: from registration for the registration-and-deposit
   * bonus and the welcome pack, from redemption for a promo credited on deposit.
   */
  windowDays: z.number().int().min(1).max(365),
};

/** The most steps a welcome pack has: beyond as many paid deposits, the count no longer changes an offer. */
export const MAX_WELCOME_STEPS = 10;

/** A bonus program; `programs.ts` lists them and the `bonus_programs` table stores them as seeded. */
export const programSchema = z
  .discriminatedUnion('kind', [
    /** Credited on the first deposit within `windowDays` of registration. */
    z.strictObject({ ...common, kind: z.literal('reg_and_dep'), terms: termsSchema }),
    /** Step n is credited on the player's n-th paid deposit within `windowDays` of registration. */
    z.strictObject({
      ...common,
      kind: z.literal('welcome_pack'),
      steps: z
        .array(termsSchema.extend({ name: nameKey }))
        .min(1)
        .max(MAX_WELCOME_STEPS),
    }),
    /** Earned with a promo code: credited when it is redeemed, or on the next qualifying deposit. */
    z.strictObject({
      ...common,
      kind: z.literal('promo'),
      creditOn: z.enum(['redeem', 'deposit']),
      terms: termsSchema,
    }),
  ])
  .superRefine((program, issues) => {
    if (program.kind === 'promo' && program.creditOn === 'redeem' && program.terms.reward.type !== 'fixed')
      issues.addIssue({ code: 'custom', message: 'a promo credited on redemption has no deposit to match' });
  });
export type Program = z.infer<typeof programSchema>;
export type ProgramOf<K extends Program['kind']> = Extract<Program, { kind: K }>;
