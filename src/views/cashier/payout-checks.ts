import type { Currency } from '../../contract/constants';
import type { MethodType } from '../../contract/billing';
import { fractionDigits, MAX_AMOUNT, toMinor } from '../../contract/money';

/** Error keys the payout form can find before asking the server; each is also a key the server answers with. */
export type PayoutIssue =
  | 'amount_invalid'
  | 'amount_precision'
  | 'amount_below_minimum'
  | 'amount_too_large'
  | 'insufficient_funds'
  | 'destination_invalid'
  | 'method_unavailable';

/** What the amount is checked against: the account currency, the minimum payout and the withdrawable balance. */
export interface PayoutLimits {
  currency: Currency;
  /** Minimum payout in major units (billing data `min_payout`, SPEC §9). */
  min: number;
  /** The withdrawable (main) balance in major units. */
  balance: number;
}

const AMOUNT_TEXT = /^\d+(?:\.\d+)?$/;

/**
 * The amount a player typed, as a number of major units: spaces (also the no-break spaces of ru/kz grouping)
 * are dropped and a decimal comma is read as a point. Null when it is not a plain decimal.
 */
export function parseAmount(text: string): number | null {
  const plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return AMOUNT_TEXT.test(plain) ? Number(plain) : null;
}

/** Digits after the decimal point as typed, so `100.505` is a precision error even though a float rounds it. */
function typedDecimals(text: string): number {
  const plain = text.trim().replace(',', '.');
  return plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0;
}

/** The first reason the server would refuse this amount, checked in minor units; null when it would accept it. */
export function checkPayoutAmount(text: string, limits: PayoutLimits): PayoutIssue | null {
  const amount = parseAmount(text);
  if (amount === null || amount <= 0) return 'amount_invalid';
  if (typedDecimals(text) > fractionDigits(limits.currency)) return 'amount_precision';
  if (amount > MAX_AMOUNT) return 'amount_too_large';
  const minor = toMinor(amount, limits.currency);
  if (minor === null) return 'amount_precision';
  if (minor < (toMinor(limits.min, limits.currency) ?? 0n)) return 'amount_below_minimum';
  if (minor > (toMinor(Math.max(limits.balance, 0), limits.currency) ?? 0n)) return 'insufficient_funds';
  return null;
}

/** Where a payout goes, as the server receives it: card digits, a phone as `+` and digits, a wallet trimmed. */
export function normaliseDestination(type: MethodType, text: string): string {
  if (type === 'crypto') return text.trim();
  const digits = text.replace(/\D/g, '');
  return type === 'phone' ? `+${digits}` : digits;
}

/** Whether the destination can be sent: a 16–19 digit card, an 11–15 digit phone, or a wallet address. */
export function checkDestination(type: MethodType, text: string): PayoutIssue | null {
  const value = normaliseDestination(type, text);
  const ok =
    type === 'card'
      ? /^\d{16,19}$/.test(value)
      : type === 'phone'
        ? /^\+\d{11,15}$/.test(value)
        : /^[A-Za-z0-9:_-]{20,128}$/.test(value);
  return ok ? null : 'destination_invalid';
}
