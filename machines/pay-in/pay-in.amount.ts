import type { BillingData, PaymentMethod } from '../../src/contract/billing';
import {
  CURRENCIES,
  CURRENCY_MINOR_UNITS,
  PAYMENT_DEFAULTS,
  type Currency,
} from '../../src/contract/constants';
import { toMajor, toMinor } from '../../src/contract/money';
import type { AmountError, Money } from './pay-in.types';

/** Deposit methods of the billing data: fiat first, then crypto; a hash listed twice counts once. */
export function depositMethods(billing: BillingData | null): PaymentMethod[] {
  if (!billing) return [];
  const all = [...billing.payments.methods, ...billing['crypto-payments']];
  return all.filter((method, i) => all.findIndex((m) => m.hash === method.hash) === i);
}

/** The deposit method with this hash, or null. */
export function findDepositMethod(billing: BillingData | null, hash: string | null): PaymentMethod | null {
  return depositMethods(billing).find((m) => m.hash === hash) ?? null;
}

/** A method's limits in its exchange currency; a limit the method does not give (0) is SPEC §5's default. */
export function methodLimits(method: PaymentMethod): { min: number; max: number; default: number } {
  return {
    min: method.min_amount > 0 ? method.min_amount : PAYMENT_DEFAULTS.min,
    max: method.max_amount > 0 ? method.max_amount : PAYMENT_DEFAULTS.max,
    default: method.default_amount > 0 ? method.default_amount : PAYMENT_DEFAULTS.default,
  };
}

/** The currency the player pays in with this method; the account currency when the method names another. */
export function methodCurrency(method: PaymentMethod, accountCurrency: Currency): Currency {
  const named = method.value.exchange_currency;
  return (CURRENCIES as readonly string[]).includes(named) ? (named as Currency) : accountCurrency;
}

const TYPED_AMOUNT = /^\d{1,15}(?:\.\d+)?$/;

/**
 * Checks a typed amount against the method (SPEC §5 limits), in minor units so no float decides a boundary;
 * a decimal comma is read as a point.
 */
export function checkAmount(
  typed: string,
  method: PaymentMethod,
  accountCurrency: Currency,
): { ok: true; amount: number } | { ok: false; error: AmountError } {
  const text = typed.trim().replace(',', '.');
  if (!TYPED_AMOUNT.test(text)) return { ok: false, error: 'amount_invalid' };
  const amount = Number(text);
  const currency = methodCurrency(method, accountCurrency);
  const minor = toMinor(amount, currency);
  if (minor === null) return { ok: false, error: 'amount_precision' };
  const limits = methodLimits(method);
  if (minor === 0n || minor < (toMinor(limits.min, currency) ?? 0n))
    return { ok: false, error: 'amount_below_minimum' };
  const max = toMinor(limits.max, currency);
  if (max !== null && minor > max) return { ok: false, error: 'amount_above_maximum' };
  return { ok: true, amount };
}

/** Digits of a rate kept for the conversion; the rate is a display rate, more would be noise. */
const RATE_DIGITS = 12;

/**
 * `amount` (major units of `from`) × `rate` in major units of `to`, rounded half up to the minor unit. The product
 * is taken in integers (minor units × the rate as a scaled integer), never as a float multiplication.
 */
export function convert(amount: number, from: Currency, rate: number, to: Currency): number | null {
  const minor = toMinor(amount, from);
  if (minor === null || !Number.isFinite(rate) || rate < 0) return null;
  const [whole = '0', fraction = ''] = rate.toFixed(RATE_DIGITS).split('.');
  const rateScaled = BigInt(whole + fraction);
  const numerator = minor * rateScaled * BigInt(CURRENCY_MINOR_UNITS[to]);
  const denominator = 10n ** BigInt(RATE_DIGITS) * BigInt(CURRENCY_MINOR_UNITS[from]);
  return toMajor((2n * numerator + denominator) / (2n * denominator), to);
}

/** The typed amount in the account currency, or null while the amount is not a valid one for the method. */
export function conversionOf(
  typed: string,
  method: PaymentMethod | null,
  billing: BillingData | null,
): Money | null {
  if (!method || !billing) return null;
  const checked = checkAmount(typed, method, billing.currency);
  if (!checked.ok) return null;
  const amount = convert(
    checked.amount,
    methodCurrency(method, billing.currency),
    method.value.rate,
    billing.currency,
  );
  return amount === null ? null : { amount, currency: billing.currency };
}
