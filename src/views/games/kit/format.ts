import type { Locale } from '../../../contract/constants';
import { numberFormat } from '../../../i18n/format';

/** A multiplier for display, `1.98×`, with two to four decimals in the interface language. */
export function formatMultiplier(multiplier: number, locale: Locale): string {
  const number = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(multiplier);
  return `${number}×`;
}

/** A percentage for display, `49.5 %` as the locale writes it, with up to four decimals. */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(percent / 100);
}

/**
 * A dice quote as players read one: the chance with two decimals (49.50 %) and the multiplier with four
 * (2.0002×), whatever trailing zeros. The exact figures settle the bet; these only show it.
 */
export function formatDiceQuote(quote: { chancePercent: number; multiplier: number }, locale: Locale) {
  const fixed = (digits: number, style?: 'percent') =>
    numberFormat(locale, { style, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return {
    chance: fixed(2, 'percent').format(quote.chancePercent / 100),
    multiplier: `${fixed(4).format(quote.multiplier)}×`,
  };
}

/** A number of points (a dice roll or target) with two decimals. */
export function formatPoints(points: number, locale: Locale): string {
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(points);
}
