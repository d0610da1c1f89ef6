import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/i18n/format';

/** Intl separates groups and the sign with a no-break space in ru and kk. */
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes roubles the Russian way in ru: space-grouped, decimal comma, sign after', () => {
    expect(formatMoney(1234.56, 'RUB', 'ru')).toBe(`1${NBSP}234,56${NBSP}₽`);
  });

  it('writes roubles with the ISO code first in en', () => {
    expect(formatMoney(1234.56, 'RUB', 'en')).toBe(`RUB${NBSP}1,234.56`);
    expect(formatMoney(1234.56, 'USD', 'en')).toBe('$1,234.56');
  });

  it('formats kz as kk-KZ, where the tenge has its own sign', () => {
    expect(formatMoney(1234.56, 'KZT', 'kz')).toBe(`1${NBSP}234,56${NBSP}₸`);
    expect(formatMoney(1234.56, 'KZT', 'ru')).toBe(`1${NBSP}234,56${NBSP}KZT`);
  });

  it('leaves whole amounts without decimals and pads a single decimal to the currency precision', () => {
    expect(formatMoney(100, 'RUB', 'ru')).toBe(`100${NBSP}₽`);
    expect(formatMoney(1, 'EUR', 'en')).toBe('€1');
    expect(formatMoney(0.5, 'INR', 'en')).toBe('₹0.50');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-1234.5, 'USD', 'en')).toBe('-$1,234.50');
    expect(formatMoney(-500, 'KZT', 'kz')).toBe(`-500${NBSP}₸`);
  });
});
