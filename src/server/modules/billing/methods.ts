import type { MethodType } from '../../../contract/billing';
import {
  CURRENCIES,
  PAYMENT_DEFAULTS,
  REGIONS,
  type Currency,
  type Region,
} from '../../../contract/constants';

export type MethodDirection = 'deposit' | 'payout';

/** Deposit limits in major units of the method's exchange currency. */
export type MethodLimits = { min: number; max: number; default: number };

/**
 * One payment method as configuration. `hash` is a stable slug: invoices and payouts store it, so a method is
 * never renamed or removed, only taken out of `directions`.
 */
export type MethodConfig = {
  hash: string;
  name: { en: string; ru: string; kz: string };
  type: MethodType;
  /** Player regions (SPEC §4: KZ or RU) that may use it. */
  regions: readonly Region[];
  /** Account currencies it credits (deposits) or pays out of (payouts). */
  accountCurrencies: readonly Currency[];
  /** The currency the player pays in; crypto is priced in USD. */
  exchangeCurrency: Currency;
  /** Deposit limits; without them the SPEC defaults apply (PAYMENT_DEFAULTS). */
  limits?: MethodLimits;
  /** Provider commission on deposits, percent of the requested amount, paid by the player on top. */
  commissionPercent: number;
  directions: readonly MethodDirection[];
  crypto?: { coin: string; network: string };
};

const BOTH = ['deposit', 'payout'] as const;

const cardName = (brands: string) => ({
  en: `Bank card (${brands})`,
  ru: `Банковская карта (${brands})`,
  kz: `Банк картасы (${brands})`,
});
/** A coin on one network: every region and account currency, priced in USD, named the same in every language. */
function cryptoMethod(
  hash: string,
  label: string,
  crypto: { coin: string; network: string },
  rest: Pick<MethodConfig, 'commissionPercent'> & Partial<Pick<MethodConfig, 'limits' | 'directions'>>,
): MethodConfig {
  return {
    hash,
    name: { en: label, ru: label, kz: label },
    type: 'crypto',
    regions: REGIONS,
    accountCurrencies: CURRENCIES,
    exchangeCurrency: 'USD',
    directions: BOTH,
    crypto,
    ...rest,
  };
}

/** The catalogue: what the sandbox provider offers, shaped like a real acquirer's list. */
export const METHODS: readonly MethodConfig[] = [
  {
    hash: 'card-rub',
    name: {
      en: 'Bank card (Visa, Mastercard, Mir)',
      ru: 'Банковская карта (Visa, Mastercard, Мир)',
      kz: 'Банк картасы (Visa, Mastercard, Мир)',
    },
    type: 'card',
    regions: ['RU'],
    accountCurrencies: ['RUB'],
    exchangeCurrency: 'RUB',
    limits: { min: 500, max: 150_000, default: 1_000 },
    commissionPercent: 0,
    directions: BOTH,
  },
  {
    hash: 'sbp',
    name: {
      en: 'SBP transfer by phone number',
      ru: 'СБП — перевод по номеру телефона',
      kz: 'СБП — телефон нөмірі бойынша аударым',
    },
    type: 'phone',
    regions: ['RU'],
    accountCurrencies: ['RUB'],
    exchangeCurrency: 'RUB',
    commissionPercent: 0,
    directions: BOTH,
  },
  {
    hash: 'kaspi',
    name: {
      en: 'Kaspi transfer by phone number',
      ru: 'Kaspi — перевод по номеру телефона',
      kz: 'Kaspi — телефон нөмірі бойынша аударым',
    },
    type: 'phone',
    regions: ['KZ'],
    accountCurrencies: ['KZT'],
    exchangeCurrency: 'KZT',
    limits: { min: 1_000, max: 1_000_000, default: 5_000 },
    commissionPercent: 0,
    directions: BOTH,
  },
  {
    hash: 'card-kzt',
    name: cardName('Visa, Mastercard'),
    type: 'card',
    regions: ['KZ'],
    accountCurrencies: ['KZT'],
    exchangeCurrency: 'KZT',
    limits: { min: 2_500, max: 1_500_000, default: 10_000 },
    commissionPercent: 2.5,
    directions: BOTH,
  },
  {
    hash: 'upi',
    name: { en: 'UPI', ru: 'UPI', kz: 'UPI' },
    type: 'phone',
    regions: REGIONS,
    accountCurrencies: ['INR'],
    exchangeCurrency: 'INR',
    commissionPercent: 0,
    directions: BOTH,
  },
  {
    hash: 'card-usd',
    name: cardName('Visa, Mastercard'),
    type: 'card',
    regions: REGIONS,
    accountCurrencies: ['USD'],
    exchangeCurrency: 'USD',
    limits: { min: 10, max: 5_000, default: 50 },
    commissionPercent: 3,
    directions: BOTH,
  },
  {
    hash: 'card-eur',
    name: cardName('Visa, Mastercard'),
    type: 'card',
    regions: REGIONS,
    accountCurrencies: ['EUR'],
    exchangeCurrency: 'EUR',
    limits: { min: 10, max: 5_000, default: 50 },
    commissionPercent: 3,
    directions: BOTH,
  },
  cryptoMethod(
    'usdt-trc20',
    'Tether USDT (TRC20)',
    { coin: 'USDT', network: 'TRC20' },
    {
      limits: { min: 10, max: 100_000, default: 50 },
      commissionPercent: 0,
    },
  ),
  cryptoMethod(
    'usdt-erc20',
    'Tether USDT (ERC20)',
    { coin: 'USDT', network: 'ERC20' },
    {
      limits: { min: 50, max: 100_000, default: 100 },
      commissionPercent: 1,
    },
  ),
  cryptoMethod(
    'btc',
    'Bitcoin (BTC)',
    { coin: 'BTC', network: 'Bitcoin' },
    {
      limits: { min: 20, max: 100_000, default: 100 },
      commissionPercent: 0,
    },
  ),
  cryptoMethod(
    'eth',
    'Ethereum (ETH)',
    { coin: 'ETH', network: 'Ethereum' },
    {
      limits: { min: 20, max: 100_000, default: 100 },
      commissionPercent: 0,
    },
  ),
  cryptoMethod(
    'ltc',
    'Litecoin (LTC)',
    { coin: 'LTC', network: 'Litecoin' },
    {
      commissionPercent: 0,
      directions: ['deposit'],
    },
  ),
];

/** Who is asking: the player's account currency and region. */
export type PlayerScope = { currency: Currency; region: Region };

/** The method with this hash, whoever asks. */
export function findMethod(hash: string): MethodConfig | undefined {
  return METHODS.find((m) => m.hash === hash);
}

function serves(method: MethodConfig, player: PlayerScope, direction: MethodDirection): boolean {
  return (
    method.directions.includes(direction) &&
    method.regions.includes(player.region) &&
    method.accountCurrencies.includes(player.currency)
  );
}

/** The methods this player may use in a direction, in catalogue order. */
export function methodsFor(player: PlayerScope, direction: MethodDirection): MethodConfig[] {
  return METHODS.filter((m) => serves(m, player, direction));
}

/** The method with this hash when this player may use it in this direction; null otherwise. */
export function availableMethod(
  hash: string,
  player: PlayerScope,
  direction: MethodDirection,
): MethodConfig | null {
  const method = findMethod(hash);
  return method && serves(method, player, direction) ? method : null;
}

/** The method's deposit limits, or the SPEC defaults (min 100, max 300000, default 100) when it sets none. */
export function depositLimits(method: MethodConfig): MethodLimits {
  return method.limits ?? { ...PAYMENT_DEFAULTS };
}

/** The commission in basis points (2.5 % → 250), so amounts are computed in integers. */
export function commissionBasisPoints(method: MethodConfig): bigint {
  return BigInt(Math.round(method.commissionPercent * 100));
}
