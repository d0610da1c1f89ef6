import type { BillingData, Invoice, PaymentMethod } from '../../src/contract/billing';

/** A deposit method for tests: a RUB card from 100 to 300 000, default 1000. */
export function makeMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    hash: 'card-rub',
    name: { en: 'Bank card', ru: 'Банковская карта', kz: 'Банк картасы' },
    type: 'card',
    min_amount: 100,
    max_amount: 300_000,
    default_amount: 1000,
    commission_percent: 0,
    value: { exchange_currency: 'RUB', rate: 1 },
    network: null,
    ...overrides,
  };
}

/** Billing data of a RUB account: a card, and USDT priced in USD at 90.5 roubles. */
export function makeBilling(overrides: Partial<BillingData> = {}): BillingData {
  return {
    payments: { methods: [makeMethod()], bonus: { name: null, terms: null } },
    payouts: { methods: [] },
    'crypto-payments': [
      makeMethod({
        hash: 'usdt-trc20',
        name: { en: 'USDT (TRC20)', ru: 'USDT (TRC20)', kz: 'USDT (TRC20)' },
        type: 'crypto',
        min_amount: 10,
        max_amount: 5000,
        default_amount: 20,
        value: { exchange_currency: 'USD', rate: 90.5 },
        network: 'TRC20',
      }),
    ],
    'crypto-payouts': [],
    currency: 'RUB',
    min_payout: 100,
    ...overrides,
  };
}

/** A just-opened card invoice of 1000 RUB. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    hash: 'inv-hash',
    id: 5,
    type: 'card',
    amount: 1000,
    shop_amount: 1000,
    commission: 0,
    life_time: 1200,
    sum_was_changed: false,
    card: { card_number: '4000001234567899', phone_number: null },
    crypto: null,
    currency: 'RUB',
    account_currency: 'RUB',
    status: 1,
    pay_url: 'http://api.casino.test/sandbox/pay/inv-hash',
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
