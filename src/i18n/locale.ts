import { browserCookies } from '../app/cookies';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/constants';

/** True when the value is one of the interface languages ru, en, kz. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language kept in the `language` cookie, when it holds a known one. */
export function readLanguageCookie(): Locale | undefined {
  const value = browserCookies.get('language');
  return isLocale(value) ? value : undefined;
}

/** Remembers the language for 365 days, SameSite=Lax (SPEC §9). */
export function writeLanguageCookie(locale: Locale): void {
  browserCookies.set('language', locale);
}

/** Chooses the interface language: URL prefix, then the cookie, then the default (ru). */
export function resolveLocale(
  prefix: string | undefined,
  cookie: Locale | undefined = readLanguageCookie(),
): Locale {
  if (isLocale(prefix)) return prefix;
  return cookie ?? DEFAULT_LOCALE;
}
