import type { PerCurrency, Program } from './program-schema';

/**
 * The bonus programs, seeded into `bonus_programs` at start (a program removed here is kept there, inactive, for
 * the bonuses and promo codes that name it). Amounts are major units of the player's account currency, set per
 * currency at about the sandbox rates (1 USD ≈ 92.5 RUB ≈ 478 KZT ≈ 83 INR ≈ 0.92 EUR), rounded as a marketing
 * page would show them.
 */

/** The smallest deposit that earns a deposit bonus. */
const MIN_DEPOSIT: PerCurrency = { RUB: 500, USD: 5, KZT: 2_500, INR: 400, EUR: 5 };

/** The house slot free spins are granted on. */
const FREE_SPINS_GAME = 'slots-classic';

/** The stake of one free spin: the slot's smallest usual bet. */
const SPIN_BET: PerCurrency = { RUB: 10, USD: 0.1, KZT: 50, INR: 10, EUR: 0.1 };

export const PROGRAMS: readonly Program[] = [
  {
    id: 'reg-and-dep',
    kind: 'reg_and_dep',
    name: 'bonus.reg_and_dep',
    publicTitle: '150% on your first deposit within 3 days of registering',
    region: null,
    // SPEC §4: the registration-and-deposit bonus lasts 3 days
    windowDays: 3,
    terms: {
      reward: {
        type: 'match',
        percent: 150,
        cap: { RUB: 15_000, USD: 160, KZT: 75_000, INR: 13_000, EUR: 150 },
      },
      minDeposit: MIN_DEPOSIT,
      wagerMultiplier: 40,
      expiryDays: 7,
      freeSpins: { count: 50, gameId: FREE_SPINS_GAME, bet: SPIN_BET },
    },
  },
  {
    id: 'welcome-pack',
    kind: 'welcome_pack',
    name: 'bonus.welcome',
    publicTitle: 'Welcome pack: up to 325% and 220 free spins on your first four deposits',
    region: null,
    // SPEC §4: the welcome-pack bonus lasts 7 days
    windowDays: 7,
    steps: [
      {
        name: 'bonus.welcome.step1',
        reward: {
          type: 'match',
          percent: 100,
          cap: { RUB: 10_000, USD: 110, KZT: 50_000, INR: 9_000, EUR: 100 },
        },
        minDeposit: MIN_DEPOSIT,
        wagerMultiplier: 35,
        expiryDays: 7,
        freeSpins: { count: 30, gameId: FREE_SPINS_GAME, bet: SPIN_BET },
      },
      {
        name: 'bonus.welcome.step2',
        reward: {
          type: 'match',
          percent: 100,
          cap: { RUB: 15_000, USD: 160, KZT: 75_000, INR: 13_000, EUR: 150 },
        },
        minDeposit: MIN_DEPOSIT,
        wagerMultiplier: 35,
        expiryDays: 7,
        freeSpins: { count: 40, gameId: FREE_SPINS_GAME, bet: SPIN_BET },
      },
      {
        name: 'bonus.welcome.step3',
        reward: {
          type: 'match',
          percent: 75,
          cap: { RUB: 20_000, USD: 220, KZT: 100_000, INR: 18_000, EUR: 200 },
        },
        minDeposit: { RUB: 1_000, USD: 10, KZT: 5_000, INR: 800, EUR: 10 },
        wagerMultiplier: 35,
        expiryDays: 7,
        freeSpins: { count: 50, gameId: FREE_SPINS_GAME, bet: SPIN_BET },
      },
      {
        name: 'bonus.welcome.step4',
        reward: {
          type: 'match',
          percent: 50,
          cap: { RUB: 30_000, USD: 320, KZT: 150_000, INR: 27_000, EUR: 300 },
        },
        minDeposit: { RUB: 1_000, USD: 10, KZT: 5_000, INR: 800, EUR: 10 },
        wagerMultiplier: 30,
        expiryDays: 7,
        freeSpins: { count: 100, gameId: FREE_SPINS_GAME, bet: SPIN_BET },
      },
    ],
  },
  {
    id: 'promo-no-deposit',
    kind: 'promo',
    name: 'bonus.promo.no_deposit',
    publicTitle: 'No-deposit bonus for your promo code',
    region: null,
    creditOn: 'redeem',
    windowDays: 1,
    terms: {
      reward: { type: 'fixed', amount: { RUB: 300, USD: 3, KZT: 1_500, INR: 250, EUR: 3 } },
      minDeposit: { RUB: 0, USD: 0, KZT: 0, INR: 0, EUR: 0 },
      wagerMultiplier: 50,
      expiryDays: 3,
      freeSpins: null,
    },
  },
  {
    id: 'promo-deposit-100',
    kind: 'promo',
    name: 'bonus.promo.deposit_match',
    publicTitle: '100% on your next deposit with a promo code',
    region: null,
    creditOn: 'deposit',
    windowDays: 14,
    terms: {
      reward: {
        type: 'match',
        percent: 100,
        cap: { RUB: 20_000, USD: 220, KZT: 100_000, INR: 18_000, EUR: 200 },
      },
      minDeposit: { RUB: 1_000, USD: 10, KZT: 5_000, INR: 800, EUR: 10 },
      wagerMultiplier: 30,
      expiryDays: 7,
      freeSpins: { count: 25, gameId: FREE_SPINS_GAME, bet: SPIN_BET },
    },
  },
];
