import type { Locale } from '../contract/constants';
import { isLocale } from './locale';

/** The language prefix of a path (`/kz/faq` → `kz`), if it has one. */
export function localePrefixOf(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** The path without its language prefix (`/kz/faq` → `/faq`, `/kz` → `/`). */
export function stripLocalePrefix(pathname: string): string {
  if (!localePrefixOf(pathname)) return pathname || '/';
  const rest = pathname.slice(3);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The address of the same page in another language. A prefixed address keeps a prefix;
 * an unprefixed one stays unprefixed (the cookie then carries the choice).
 */
export function localizedHref(href: string, locale: Locale): string {
  const url = new URL(href, 'http://local');
  const hadPrefix = localePrefixOf(url.pathname) !== undefined;
  const bare = stripLocalePrefix(url.pathname);
  const pathname = hadPrefix ? (bare === '/' ? `/${locale}` : `/${locale}${bare}`) : bare;
  return `${pathname}${url.search}${url.hash}`;
}
