import { CURRENCY_MINOR_UNITS, LOCALE_ISO, type Currency, type Locale } from '../contract/constants';

/** Formats an amount in integer minor units as money in the interface language. */
export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_ISO[locale], {
    style: 'currency',
    currency,
    maximumFractionDigits: 2,
  }).format(minor / CURRENCY_MINOR_UNITS[currency]);
}
