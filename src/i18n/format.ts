import { LOCALE_ISO, type Currency, type Locale } from '../contract/constants';
import { fractionDigits } from '../contract/money';

let kazakhProbe: boolean | undefined;

/**
 * Whether this runtime formats Kazakh itself (asked once): Chromium claims `kk-KZ` but formats it with the root
 * locale.
 */
const formatsKazakh = (): boolean =>
  (kazakhProbe ??= new Intl.NumberFormat('kk-KZ').format(1234.5) !== '1,234.5');

/**
 * The tag Intl formats a language with: its own (ru-RU, en-US, kk-KZ), except where the runtime has no Kazakh
 * data. Chromium has none (dates came out "2026 M11 26", amounts "KZT 2,501.00"), and kz then formats as Russian in
 * Kazakhstan, `ru-KZ`: Kazakhstan's own grouping, decimal comma and ₸, with dates in figures (`dateFormat`).
 */
export function intlLocale(locale: Locale, formatsKz: () => boolean = formatsKazakh): string {
  if (locale !== 'kz') return LOCALE_ISO[locale];
  return formatsKz() ? LOCALE_ISO.kz : 'ru-KZ';
}

/** Numbers in the interface language (grouping, decimal sign). */
export function numberFormat(
  locale: Locale,
  options?: Intl.NumberFormatOptions,
  formatsKz?: () => boolean,
): Intl.NumberFormat {
  return new Intl.NumberFormat(intlLocale(locale, formatsKz), options);
}

const NUMERIC_DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const NUMERIC_TIME = {
  short: { hour: '2-digit', minute: '2-digit' },
  medium: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
} as const;

/**
 * Dates and times in the interface language. Where kz formats as ru-KZ, a date style becomes figures
 * (26.11.2026): Russian month names have no place in the Kazakh interface.
 */
export function dateFormat(
  locale: Locale,
  options: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
  formatsKz?: () => boolean,
): Intl.DateTimeFormat {
  const tag = intlLocale(locale, formatsKz);
  if (tag === LOCALE_ISO[locale]) return new Intl.DateTimeFormat(tag, options);
  const time =
    options.timeStyle === 'short' ? NUMERIC_TIME.short : options.timeStyle ? NUMERIC_TIME.medium : {};
  return new Intl.DateTimeFormat(tag, { ...(options.dateStyle ? NUMERIC_DATE : {}), ...time });
}

/**
 * Formats an amount in major units (as the API sends it) as money in the interface language. One rule for every
 * language and currency: the currency's sign (₽, $, ₸, ₹, €), placed and grouped as the language writes money.
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  locale: Locale,
  formatsKz?: () => boolean,
): string {
  const digits = fractionDigits(currency);
  return numberFormat(
    locale,
    {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
      maximumFractionDigits: digits,
    },
    formatsKz,
  ).format(amount);
}
