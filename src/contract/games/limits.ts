import type { Currency } from '../constants';
import { toMinor } from '../money';
import { applyRatio, ratio, type Ratio } from './ratio';
import { HOUSE_GAMES, type HouseGame } from './rtp';

/** The games a player stakes an amount on: the house games but cases (a case has a price), and crash. */
export type StakedGame = Exclude<HouseGame, 'cases'> | 'crash';
export const STAKED_GAMES: readonly StakedGame[] = [
  ...HOUSE_GAMES.filter((game): game is Exclude<HouseGame, 'cases'> => game !== 'cases'),
  'crash',
];

/** A bet limit as a SPEC §9 row writes it, in major units; a bound the row leaves out is absent. */
type WrittenLimit = { readonly min?: number; readonly max?: number };
type WrittenRow = Readonly<Partial<Record<StakedGame, WrittenLimit>>>;

const USD_ROW: WrittenRow = {
  crash: { min: 0.01, max: 500 },
  miner: { min: 0.01, max: 10 },
  coinflip: { min: 0.01, max: 100 },
  roulette: { max: 0.1 },
};

/**
 * SPEC §9's bet limits exactly as its rows write them, in major units (EUR "same as USD"). The rooms' fixed bets
 * (red 1, yellow 10, purple 50) are not limits of a staked game and are not here.
 */
export const SPEC_BET_LIMITS: Readonly<Record<Currency, WrittenRow>> = {
  RUB: {
    crash: { min: 1, max: 50_000 },
    miner: { min: 1, max: 1_000 },
    coinflip: { min: 1, max: 10_000 },
    keno: { min: 1, max: 10_000 },
    hilo: { min: 1, max: 10_000 },
    roulette: { min: 1, max: 10_000 },
    dice: { min: 1, max: 10_000 },
    wheelOfFortune: { max: 1 },
  },
  USD: USD_ROW,
  KZT: {
    crash: { min: 5, max: 250_000 },
    miner: { min: 5, max: 5_000 },
    coinflip: { min: 5, max: 50_000 },
    wheelOfFortune: { max: 5 },
    roulette: { max: 5 },
  },
  INR: {
    crash: { min: 1, max: 50_000 },
    miner: { min: 1, max: 1_000 },
    coinflip: { min: 1, max: 10_000 },
    roulette: { max: 1 },
  },
  EUR: USD_ROW,
};

/** Our choice (SPEC gives none): the most one bet credits, in roubles; other currencies scale it like a max bet. */
const MAX_WIN_RUB = 1_000_000;

/** Bet limits in minor units: the least and the most one bet may stake. */
export type BetLimits = { readonly min: bigint; readonly max: bigint };

function minorOf(major: number, currency: Currency): bigint {
  const minor = toMinor(major, currency);
  if (minor === null) throw new RangeError(`${major} is not an amount of ${currency}`);
  return minor;
}

/** Coinflip's limit, which every row writes, in minor units. */
function coinflip(currency: Currency, bound: keyof BetLimits): bigint {
  return minorOf(SPEC_BET_LIMITS[currency].coinflip![bound]!, currency);
}

/** How a currency's amounts compare with roubles': its coinflip limit over RUB's (USD, EUR 1/100, KZT 5, INR 1). */
const scaleFromRub = (currency: Currency, bound: keyof BetLimits): Ratio =>
  ratio(coinflip(currency, bound), coinflip('RUB', bound));

/** One bound in minor units: as written, else RUB's (or RUB coinflip's when RUB writes none) scaled. */
function bound(game: StakedGame, currency: Currency, which: keyof BetLimits): bigint {
  const written = SPEC_BET_LIMITS[currency][game]?.[which];
  if (written !== undefined) return minorOf(written, currency);
  const rub = SPEC_BET_LIMITS.RUB[game]?.[which];
  const rubMinor = rub === undefined ? coinflip('RUB', which) : minorOf(rub, 'RUB');
  return applyRatio(rubMinor, scaleFromRub(currency, which));
}

/**
 * The stake limits of a game in a currency, in minor units. Rule for what SPEC §9 leaves out (docs/decisions.md):
 * 1. a min or max a currency's row writes for the game is used exactly as written;
 * 2. one it leaves out is RUB's limit of that game scaled by the currency's coinflip limit over RUB's coinflip
 *    limit (min by min, max by max; every row writes coinflip): ÷100 for USD and EUR, ×5 for KZT, ×1 for INR;
 * 3. where RUB writes no min either (wheelOfFortune), RUB's coinflip min (1 ₽) stands in for it.
 * So a row's explicit max wins over the scaled one: USD roulette is 0.01–0.1, KZT wheelOfFortune 5–5.
 */
export function betLimits(game: StakedGame, currency: Currency): BetLimits {
  return { min: bound(game, currency, 'min'), max: bound(game, currency, 'max') };
}

/**
 * The most one bet (or one case opened) credits, in minor units: 1,000,000 ₽ scaled by coinflip's max like a
 * limit (10,000 USD or EUR, 5,000,000 KZT, 1,000,000 INR). A win above it is paid at the cap.
 */
export function maxWin(currency: Currency): bigint {
  return applyRatio(minorOf(MAX_WIN_RUB, 'RUB'), scaleFromRub(currency, 'max'));
}

/** A payout held to the currency's max win. */
export function capWin(payout: bigint, currency: Currency): bigint {
  const cap = maxWin(currency);
  return payout > cap ? cap : payout;
}
