import { LOCALE_ISO, type Locale } from '../../../contract/constants';

/** A multiplier for display, `1.98×`, with two to four decimals in the interface language. */
export function formatMultiplier(multiplier: number, locale: Locale): string {
  const number = new Intl.NumberFormat(LOCALE_ISO[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(multiplier);
  return `${number}×`;
}

/** A percentage for display, `49.5 %` as the locale writes it, with up to four decimals. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_ISO[locale], { style: 'percent', maximumFractionDigits: 4 }).format(
    percent / 100,
  );
}

/** A number of points (a dice roll or target) with two decimals. */
export function formatPoints(points: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_ISO[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(points);
}
