import {
  PAYMENT_STATUS,
  type Invoice,
  type MethodType,
  type PaymentStatusAnswer,
} from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { toMajor } from '../../../contract/money';
import type { InvoiceRow } from './invoice-repository';
import { findMethod } from './methods';

/** The status a player sees: a waiting invoice past its life is expired even before the sweep marks it. */
export function effectiveStatus(row: InvoiceRow, now: Date): number {
  return row.status === PAYMENT_STATUS.waiting && row.expiresAt.getTime() <= now.getTime()
    ? PAYMENT_STATUS.expired
    : row.status;
}

/** Whole seconds left to pay, rounded up so a live invoice never shows 0; 0 once it no longer waits. */
export function secondsLeft(row: InvoiceRow, now: Date): number {
  if (effectiveStatus(row, now) !== PAYMENT_STATUS.waiting) return 0;
  return Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000);
}

/** The invoice of SPEC §3 as the API answers it. */
export function presentInvoice(row: InvoiceRow, now: Date, payUrl: string | null): Invoice {
  const currency = row.currency as Currency;
  const accountCurrency = row.accountCurrency as Currency;
  const coin = findMethod(row.method)?.crypto?.coin ?? row.method.toUpperCase();
  return {
    hash: row.hash,
    id: row.id,
    type: row.type as MethodType,
    amount: toMajor(row.amount, currency),
    shop_amount: toMajor(row.shopAmount, accountCurrency),
    commission: toMajor(row.commission, currency),
    life_time: secondsLeft(row, now),
    sum_was_changed: row.sumWasChanged,
    card: { card_number: row.cardNumber, phone_number: row.phoneNumber },
    crypto:
      row.cryptoAddress && row.cryptoNetwork
        ? { address: row.cryptoAddress, network: row.cryptoNetwork, coin }
        : null,
    currency,
    account_currency: accountCurrency,
    status: effectiveStatus(row, now),
    pay_url: payUrl,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /billing/payment/status answer. */
export function presentStatus(row: InvoiceRow, now: Date): PaymentStatusAnswer {
  return {
    status: effectiveStatus(row, now),
    sum_was_changed: row.sumWasChanged,
    shop_amount: toMajor(row.shopAmount, row.accountCurrency as Currency),
    life_time: secondsLeft(row, now),
  };
}
