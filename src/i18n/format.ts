import { LOCALE_ISO, type Currency, type Locale } from '../contract/constants';
import { fractionDigits } from '../contract/money';

/** Formats an amount in major units (as the API sends it) as money in the interface language. */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  const digits = fractionDigits(currency);
  return new Intl.NumberFormat(LOCALE_ISO[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
