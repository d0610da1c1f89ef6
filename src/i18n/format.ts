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

/**
 * The formatters made so far, by language tag and options: making one costs a phone milliseconds (the first of a
 * language loads its data), and a page formats hundreds of amounts; a formatter never changes once made.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function memoized<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  tag: string,
  options: object | undefined,
  make: () => F,
): F {
  const key = `${kind} ${tag} ${JSON.stringify(options ?? {})}`;
  const known = formatters.get(key) as F | undefined;
  if (known) return known;
  const made = make();
  formatters.set(key, made);
  return made;
}

/** Numbers in the interface language (grouping, decimal sign). */
export function numberFormat(
  locale: Locale,
  options?: Intl.NumberFormatOptions,
  formatsKz?: () => boolean,
): Intl.NumberFormat {
  const tag = intlLocale(locale, formatsKz);
  return memoized('number', tag, options, () => new Intl.NumberFormat(tag, options));
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
  const time =
    options.timeStyle === 'short' ? NUMERIC_TIME.short : options.timeStyle ? NUMERIC_TIME.medium : {};
  const resolved =
    tag === LOCALE_ISO[locale] ? options : { ...(options.dateStyle ? NUMERIC_DATE : {}), ...time };
  return memoized('date', tag, resolved, () => new Intl.DateTimeFormat(tag, resolved));
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
