import type { Currency } from '../../../contract/constants';
import { toMinor } from '../../../contract/money';
import { rejectField } from '../../http/refusals';
import { commissionBasisPoints, depositLimits, type MethodConfig } from './methods';
import { convertMinor, divideHalfUp } from './rates';

/** What a deposit costs and brings, in minor units: `amount` and `commission` in the exchange currency. */
export type DepositPrice = {
  /** What the player pays: the requested amount plus the commission. */
  amount: bigint;
  commission: bigint;
  /** What the account receives, in the account currency. */
  shopAmount: bigint;
};

/** Prices a requested amount (minor units of the method's exchange currency); every step rounds half up. */
export function priceOf(method: MethodConfig, requested: bigint, accountCurrency: Currency): DepositPrice {
  const commission = divideHalfUp(requested * commissionBasisPoints(method), 10_000n);
  return {
    amount: requested + commission,
    commission,
    shopAmount: convertMinor(requested, method.exchangeCurrency, accountCurrency),
  };
}

/**
 * Checks a requested deposit (major units of the method's exchange currency) against the currency's minor unit
 * and the method's limits, then prices it. Refusals are 422 on `amount`.
 */
export function priceDeposit(method: MethodConfig, amount: number, accountCurrency: Currency): DepositPrice {
  const currency = method.exchangeCurrency;
  const requested = toMinor(amount, currency);
  if (requested === null) {
    throw rejectField('amount', 'amount_precision', `The amount has more decimals than ${currency} allows.`);
  }
  const limits = depositLimits(method);
  if (requested < toMinor(limits.min, currency)!) {
    throw rejectField('amount', 'amount_below_minimum', `The minimum is ${limits.min} ${currency}.`);
  }
  if (requested > toMinor(limits.max, currency)!) {
    throw rejectField('amount', 'amount_above_maximum', `The maximum is ${limits.max} ${currency}.`);
  }
  return priceOf(method, requested, accountCurrency);
}

/**
 * The price of an invoice paid with a different sum: the commission keeps its share, so the requested part is
 * `paid × requested / amount` (half up) and the credit is that part converted. Equal sums give the invoice's own
 * price back.
 */
export function repriceForPaidSum(
  invoice: { amount: bigint; commission: bigint; currency: Currency; accountCurrency: Currency },
  paid: bigint,
): DepositPrice {
  const requested = invoice.amount - invoice.commission;
  const part = divideHalfUp(paid * requested, invoice.amount);
  return {
    amount: paid,
    commission: paid - part,
    shopAmount: convertMinor(part, invoice.currency, invoice.accountCurrency),
  };
}
