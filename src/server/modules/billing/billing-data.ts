import type { BillingData, PaymentMethod } from '../../../contract/billing';
import type { BonusTerms } from '../../../contract/bonuses';
import type { Currency } from '../../../contract/constants';
import { MAX_AMOUNT, MIN_PAYOUT } from '../../../contract/money';
import { depositLimits, methodsFor, type MethodConfig, type PlayerScope } from './methods';
import { displayRate } from './rates';

/** A deposit method: limits and amounts in its exchange currency, `rate` = account units per exchange unit. */
export function presentDepositMethod(method: MethodConfig, accountCurrency: Currency): PaymentMethod {
  const limits = depositLimits(method);
  return {
    hash: method.hash,
    name: { ...method.name },
    type: method.type,
    min_amount: limits.min,
    max_amount: limits.max,
    default_amount: limits.default,
    commission_percent: method.commissionPercent,
    value: {
      exchange_currency: method.exchangeCurrency,
      rate: displayRate(method.exchangeCurrency, accountCurrency),
    },
    network: method.crypto?.network ?? null,
  };
}

/**
 * A payout method. A payout is requested and reserved in the account currency whatever the method, so its
 * amounts are in that currency: from the minimum payout (SPEC §9) up to the largest single amount (the real cap
 * is the balance). The sandbox charges no payout commission.
 */
export function presentPayoutMethod(method: MethodConfig, accountCurrency: Currency): PaymentMethod {
  return {
    hash: method.hash,
    name: { ...method.name },
    type: method.type,
    min_amount: MIN_PAYOUT[accountCurrency],
    max_amount: MAX_AMOUNT,
    default_amount: MIN_PAYOUT[accountCurrency],
    commission_percent: 0,
    value: { exchange_currency: accountCurrency, rate: 1 },
    network: method.crypto?.network ?? null,
  };
}

/**
 * GET /api/v2/billing/data for a player: the methods of their currency and region, fiat and crypto apart, and the
 * name (message key) and terms of the bonus their next deposit earns, if any.
 */
export function billingDataFor(
  player: PlayerScope,
  bonus: { name: string; terms: BonusTerms } | null = null,
): BillingData {
  const deposits = methodsFor(player, 'deposit').map((m) => presentDepositMethod(m, player.currency));
  const payouts = methodsFor(player, 'payout').map((m) => presentPayoutMethod(m, player.currency));
  const fiat = (methods: PaymentMethod[]) => methods.filter((m) => m.type !== 'crypto');
  const crypto = (methods: PaymentMethod[]) => methods.filter((m) => m.type === 'crypto');
  return {
    payments: { methods: fiat(deposits), bonus: { name: bonus?.name ?? null, terms: bonus?.terms ?? null } },
    payouts: { methods: fiat(payouts) },
    'crypto-payments': crypto(deposits),
    'crypto-payouts': crypto(payouts),
    currency: player.currency,
    min_payout: MIN_PAYOUT[player.currency],
  };
}
