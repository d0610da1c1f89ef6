import * as z from 'zod/mini';
import './zod-locale';
import { CURRENCIES, CURRENCY_MINOR_UNITS, type Currency } from './constants';

/**
 * Money on the wire is a decimal number in major units (100.5 = 100 roubles 50 kopecks), as SPEC §9 writes its
 * limits; inside the server and the database it is a bigint of minor units. These are the only two crossings.
 */

/** Minimum payout per currency in major units (SPEC §9). */
export const MIN_PAYOUT: Record<Currency, number> = { RUB: 100, USD: 1, KZT: 500, INR: 100, EUR: 1 };

/** The largest amount any single request may carry, in major units; keeps every sum far inside int64. */
export const MAX_AMOUNT = 1_000_000_000;

const FRACTION_DIGITS = Object.fromEntries(
  CURRENCIES.map((c) => [c, Math.round(Math.log10(CURRENCY_MINOR_UNITS[c]))]),
) as Record<Currency, number>;

/** Digits after the point a currency allows (2 for all five of ours). */
export function fractionDigits(currency: Currency): number {
  return FRACTION_DIGITS[currency];
}

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,20}))?$/;

/**
 * Major units → minor units, exactly: the decimal text of the number is split, never multiplied as a float.
 * Null when the amount is not a finite non-negative decimal or has more digits than the currency's minor unit.
 */
export function toMinor(amount: number, currency: Currency): bigint | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const match = DECIMAL.exec(String(amount));
  if (!match) return null;
  const digits = fractionDigits(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  return (
    BigInt(match[1]!) * BigInt(CURRENCY_MINOR_UNITS[currency]) + BigInt(fraction.padEnd(digits, '0') || '0')
  );
}

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/** Minor units → major units for the wire: the number the amount's decimal text reads as. */
export function toMajor(minor: bigint | number, currency: Currency): number {
  const value = BigInt(minor);
  // an integer of at most 2^53 divided by a power of ten is the double nearest the exact quotient, which is the
  // double the decimal text parses to: the same number, without building the text (every bet answers three)
  if (value <= MAX_EXACT && value >= -MAX_EXACT) return Number(value) / CURRENCY_MINOR_UNITS[currency];
  const unit = BigInt(CURRENCY_MINOR_UNITS[currency]);
  const sign = value < 0n ? -1 : 1;
  const abs = value < 0n ? -value : value;
  const fraction = (abs % unit).toString().padStart(fractionDigits(currency), '0');
  return sign * Number(`${abs / unit}.${fraction}`);
}

/** A positive amount in major units with at most two decimals; the currency's own precision is checked by `toMinor`. */
export const amountField = z
  // no finite check: z.number() refuses Infinity and NaN itself, with this error
  .number({ error: 'amount_invalid: Enter an amount' })
  .check(
    z.positive('amount_not_positive: The amount must be greater than zero'),
    z.maximum(MAX_AMOUNT, 'amount_too_large: The amount is too large'),
    z.refine((v) => DECIMAL.test(String(v)) && (String(v).split('.')[1]?.length ?? 0) <= 2, {
      message: 'amount_precision: The amount has too many decimals',
    }),
  );

export const currencyCode = z.enum(CURRENCIES);
