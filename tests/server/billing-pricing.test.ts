import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { METHODS, findMethod } from '../../src/server/modules/billing/methods';
import { priceOf, repriceForPaidSum } from '../../src/server/modules/billing/pricing';
import { createSandboxProvider } from '../../src/server/modules/billing/providers/sandbox';
import { convertMinor, displayRate, divideHalfUp } from '../../src/server/modules/billing/rates';

describe('conversion', () => {
  it('rounds half up, never toward the house', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, 10n)).toBe(2n);
    // 0.01 USD = 0.925 RUB → 0.93; 0.01 USD = 0.0092 EUR → 0.01
    expect(convertMinor(1n, 'USD', 'RUB')).toBe(93n);
    expect(convertMinor(1n, 'USD', 'EUR')).toBe(1n);
    expect(convertMinor(10_000n, 'USD', 'KZT')).toBe(4_780_000n);
    expect(convertMinor(12_345n, 'RUB', 'RUB')).toBe(12_345n);
  });

  it('converts exactly where floats would not', () => {
    // 1234567.89 USD × 83.3 = 102839505.237 INR
    expect(convertMinor(123_456_789n, 'USD', 'INR')).toBe(10_283_950_524n);
    expect(displayRate('USD', 'RUB')).toBe(92.5);
    expect(displayRate('RUB', 'RUB')).toBe(1);
  });
});

describe('pricing', () => {
  it('puts the commission on top and credits the requested amount', () => {
    const card = findMethod('card-usd')!;
    expect(priceOf(card, 1_050n, 'USD')).toEqual({ amount: 1_082n, commission: 32n, shopAmount: 1_050n });
    const usdt = findMethod('usdt-erc20')!;
    expect(priceOf(usdt, 10_000n, 'RUB')).toEqual({
      amount: 10_100n,
      commission: 100n,
      shopAmount: 925_000n,
    });
  });

  it('reprices a different paid sum in proportion, and an equal one to the same price', () => {
    const invoice = {
      amount: 10_300n,
      commission: 300n,
      currency: 'USD' as const,
      accountCurrency: 'USD' as const,
    };
    expect(repriceForPaidSum(invoice, 10_300n)).toEqual({
      amount: 10_300n,
      commission: 300n,
      shopAmount: 10_000n,
    });
    expect(repriceForPaidSum(invoice, 5_150n)).toEqual({
      amount: 5_150n,
      commission: 150n,
      shopAmount: 5_000n,
    });
  });
});

describe('method catalogue', () => {
  it('has unique hashes, crypto with networks, and some methods on SPEC defaults', () => {
    expect(new Set(METHODS.map((m) => m.hash)).size).toBe(METHODS.length);
    for (const m of METHODS) {
      expect(Boolean(m.crypto)).toBe(m.type === 'crypto');
      if (m.limits) expect(m.limits.min).toBeLessThanOrEqual(m.limits.default);
      expect(Number.isInteger(m.commissionPercent * 100)).toBe(true);
    }
    expect(METHODS.filter((m) => !m.limits).map((m) => m.hash)).toEqual(['sbp', 'upi', 'ltc']);
  });
});

describe('sandbox payouts', () => {
  const sandbox = createSandboxProvider({ webhookKey: 'k'.repeat(32) });
  const payout = { payoutId: 1, method: 'card-rub', currency: 'RUB' as const, amount: 10_000n };

  it('declines a destination ending in 0002 and pays any other', async () => {
    expect(await sandbox.sendPayout({ ...payout, destination: '4000 0000 0000 0002' })).toEqual({
      ok: false,
      reason: 'declined',
    });
    expect(await sandbox.sendPayout({ ...payout, destination: '4000000000000077' })).toMatchObject({
      ok: true,
    });
  });

  it('answers a repeated request for the same payout with the same provider payout', async () => {
    const request = { ...payout, payoutId: 7, destination: '4000000000000077' };
    const first = await sandbox.sendPayout(request);
    expect(await sandbox.sendPayout(request)).toEqual(first);
    expect(await sandbox.sendPayout({ ...request, payoutId: 8 })).not.toEqual(first);
  });
});

describe('configuration', () => {
  it('reads the payment variables', () => {
    expect(loadConfig({})).toMatchObject({ paymentProvider: 'sandbox', invoiceLifeSeconds: 1200 });
    expect(loadConfig({ INVOICE_LIFE_SECONDS: '60' }).invoiceLifeSeconds).toBe(60);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'acme' })).toThrow(/PAYMENT_PROVIDER/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_SANDBOX_IN_PRODUCTION=1/);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: '1' }).paymentProvider).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
  });
});
