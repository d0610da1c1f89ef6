import { CURRENCY_MINOR_UNITS, type Currency } from '../../../contract/constants';

/**
 * Sandbox exchange rates: a fixed table, not market data. They only make conversions in the sandbox look like
 * real ones (a crypto deposit priced in USD credits a RUB account at about the market rate); a real provider
 * quotes its own rate per payment. Units of each currency per one US dollar, as exact decimal text.
 */
export const SANDBOX_RATES: Record<Currency, string> = {
  USD: '1',
  EUR: '0.92',
  RUB: '92.5',
  KZT: '478',
  INR: '83.3',
};

const SCALE_DIGITS = 6;

/** A decimal text as an integer scaled by 10^6, so every rate is an exact bigint. */
function scaled(decimal: string): bigint {
  const [whole, fraction = ''] = decimal.split('.');
  if (fraction.length > SCALE_DIGITS)
    throw new Error(`rate ${decimal} has more than ${SCALE_DIGITS} decimals`);
  return BigInt(whole!) * 10n ** BigInt(SCALE_DIGITS) + BigInt(fraction.padEnd(SCALE_DIGITS, '0'));
}

const PER_USD: Record<Currency, bigint> = Object.fromEntries(
  Object.entries(SANDBOX_RATES).map(([currency, rate]) => [currency, scaled(rate)]),
) as Record<Currency, bigint>;

/** `numerator / denominator` for non-negative bigints, rounded half up. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new Error('divideHalfUp takes a non-negative numerator');
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * Minor units of `from` → minor units of `to`, exactly, rounded half up. Credits must not lose the player's
 * half-kopeck to the house, and half up is the rounding a player checking with a calculator expects.
 */
export function convertMinor(amount: bigint, from: Currency, to: Currency): bigint {
  if (from === to) return amount;
  const numerator = amount * PER_USD[to] * BigInt(CURRENCY_MINOR_UNITS[to]);
  const denominator = PER_USD[from] * BigInt(CURRENCY_MINOR_UNITS[from]);
  return divideHalfUp(numerator, denominator);
}

/** Units of `to` one unit of `from` is worth, to six decimals; for display only, amounts use `convertMinor`. */
export function displayRate(from: Currency, to: Currency): number {
  if (from === to) return 1;
  return Number(divideHalfUp(PER_USD[to] * 10n ** BigInt(SCALE_DIGITS), PER_USD[from])) / 10 ** SCALE_DIGITS;
}
