import { describe, expect, it } from 'vitest';
import { dateFormat, formatMoney, intlLocale, numberFormat } from '../../src/i18n/format';

/** Intl separates groups and the sign with a no-break space in ru and kk. */
const NBSP = '\u00a0';
/** A runtime without Kazakh data, as Chromium is. */
const noKazakh = () => false;
const NOV_26 = new Date(2026, 10, 26, 14, 5, 9);

describe('formatMoney', () => {
  it('writes roubles the Russian way in ru: space-grouped, decimal comma, sign after', () => {
    expect(formatMoney(1234.56, 'RUB', 'ru')).toBe(`1${NBSP}234,56${NBSP}₽`);
  });

  it('writes every currency with its sign in en, the rouble too', () => {
    expect(formatMoney(1234.56, 'RUB', 'en')).toBe('₽1,234.56');
    expect(formatMoney(1234.56, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(2501, 'KZT', 'en')).toBe('₸2,501');
  });

  it('writes the tenge with its sign in kz and ru alike', () => {
    expect(formatMoney(1234.56, 'KZT', 'kz')).toBe(`1${NBSP}234,56${NBSP}₸`);
    expect(formatMoney(1234.56, 'KZT', 'ru')).toBe(`1${NBSP}234,56${NBSP}₸`);
  });

  it('in a runtime without Kazakh data, kz writes money as Kazakhstan does, not "KZT 2,501.00"', () => {
    expect(formatMoney(2501, 'KZT', 'kz', noKazakh)).toBe(`2${NBSP}501${NBSP}₸`);
    expect(formatMoney(2501.5, 'RUB', 'kz', noKazakh)).toBe(`2${NBSP}501,50${NBSP}₽`);
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

describe('the Kazakh fallback', () => {
  it('formats kz with its own data where the runtime has it, else as ru-KZ; other languages as they are', () => {
    expect(intlLocale('kz', () => true)).toBe('kk-KZ');
    expect(intlLocale('kz', noKazakh)).toBe('ru-KZ');
    expect(intlLocale('ru', noKazakh)).toBe('ru-RU');
    expect(intlLocale('en', noKazakh)).toBe('en-US');
  });

  it('writes kz dates in figures, never "2026 M11 26" or Russian month names', () => {
    expect(dateFormat('kz', { dateStyle: 'medium', timeStyle: 'short' }, noKazakh).format(NOV_26)).toBe(
      '26.11.2026, 14:05',
    );
    expect(dateFormat('kz', { dateStyle: 'short' }, noKazakh).format(NOV_26)).toBe('26.11.2026');
    expect(dateFormat('kz', { timeStyle: 'medium' }, noKazakh).format(NOV_26)).toBe('14:05:09');
    expect(numberFormat('kz', { maximumFractionDigits: 2 }, noKazakh).format(1234.5)).toBe(`1${NBSP}234,5`);
  });

  it('keeps the language’s own date style where the data is there', () => {
    expect(dateFormat('en', { dateStyle: 'medium' }).format(NOV_26)).toBe('Nov 26, 2026');
  });
});

describe('formatters', () => {
  it('are made once per language and options, then shared: a page formats hundreds of amounts', () => {
    const options = { maximumFractionDigits: 2 };
    expect(numberFormat('ru', options)).toBe(numberFormat('ru', { maximumFractionDigits: 2 }));
    expect(numberFormat('ru', options)).not.toBe(numberFormat('en', options));
    expect(numberFormat('ru', options)).not.toBe(numberFormat('ru', { maximumFractionDigits: 0 }));
    // the Kazakh fallback is another language tag, so another formatter
    expect(numberFormat('kz', options, noKazakh)).not.toBe(numberFormat('kz', options, () => true));
    expect(dateFormat('en', { dateStyle: 'short' })).toBe(dateFormat('en', { dateStyle: 'short' }));
    expect(dateFormat('en', { dateStyle: 'short' })).not.toBe(dateFormat('en', { timeStyle: 'short' }));
  });
});
