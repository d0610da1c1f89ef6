import { describe, expect, it } from 'vitest';
import { MIN_PAYOUT } from '../../src/contract/money';
import {
  checkDestination,
  checkPayoutAmount,
  normaliseDestination,
  parseAmount,
} from '../../src/views/cashier/payout-checks';

const rub = { currency: 'RUB', min: MIN_PAYOUT.RUB, balance: 1000 } as const;

describe('payout checks', () => {
  it('reads amounts as typed in ru and en: a decimal comma and no-break group spaces', () => {
    expect(parseAmount('1\u00a0234,5')).toBe(1234.5);
    expect(parseAmount(' 100.25 ')).toBe(100.25);
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('accepts exactly the minimum and exactly the balance, and nothing outside them', () => {
    expect(checkPayoutAmount('100', rub)).toBeNull();
    expect(checkPayoutAmount('1000', rub)).toBeNull();
    expect(checkPayoutAmount('99.99', rub)).toBe('amount_below_minimum');
    expect(checkPayoutAmount('1000.01', rub)).toBe('insufficient_funds');
  });

  it('uses the minimum of each currency (SPEC §9)', () => {
    expect(checkPayoutAmount('499.99', { currency: 'KZT', min: MIN_PAYOUT.KZT, balance: 10_000 })).toBe(
      'amount_below_minimum',
    );
    expect(checkPayoutAmount('1', { currency: 'USD', min: MIN_PAYOUT.USD, balance: 10 })).toBeNull();
  });

  it('refuses more decimals than the currency has, even when they are zeros', () => {
    expect(checkPayoutAmount('100.005', rub)).toBe('amount_precision');
    expect(checkPayoutAmount('100.000', rub)).toBe('amount_precision');
    expect(checkPayoutAmount('abc', rub)).toBe('amount_invalid');
    expect(checkPayoutAmount('0', rub)).toBe('amount_invalid');
  });

  it('sends card digits, a phone with its plus, and a trimmed wallet', () => {
    expect(normaliseDestination('card', '4276 1234 5678 9012')).toBe('4276123456789012');
    expect(normaliseDestination('phone', '+7 (912) 345 67 89')).toBe('+79123456789');
    expect(normaliseDestination('crypto', ' TXyz1234567890abcdefghij ')).toBe('TXyz1234567890abcdefghij');
    expect(checkDestination('card', '4276 1234 5678')).toBe('destination_invalid');
    expect(checkDestination('card', '4276 1234 5678 9012')).toBeNull();
    expect(checkDestination('phone', '+7 (912) 345 67 89')).toBeNull();
    expect(checkDestination('crypto', 'short')).toBe('destination_invalid');
  });
});
