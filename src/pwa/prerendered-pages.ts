import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/constants';

/**
 * The pages a visitor lands on from outside (SPEC §2's public pages with no id in their address), which the build
 * prerenders in each language (scripts/prerender): the server answers them with the page already drawn. Pages that
 * are a player's own (profile), one-off (error, password reset) or shown from the visitor's own data (fairness: the
 * visitor's seeds) are left to the app.
 */
export const PRERENDERED_PAGES = [
  '/',
  '/betting',
  '/bonuses',
  '/faq',
  '/games/cases',
  '/games/coinflip',
  '/games/crash',
  '/games/dice',
  '/games/hilo',
  '/games/keno',
  '/games/live-casino',
  '/games/miner',
  '/games/rooms',
  '/games/rooms/purple',
  '/games/rooms/red',
  '/games/rooms/yellow',
  '/games/roulette',
  '/games/slots',
  '/games/wheel',
  '/policy/en/kyc',
  '/policy/en/user-agreement',
  '/policy/ru/confidential',
  '/policy/ru/user-agreement',
  '/top',
  '/tournaments',
  '/vip-club',
  '/welcome-pack',
] as const;

/** The address of a page in a language: no prefix for the default language (`/games/dice`), else `/en/games/dice`. */
export function localizedPath(locale: Locale, page: string): string {
  if (locale === DEFAULT_LOCALE) return page;
  return page === '/' ? `/${locale}` : `/${locale}${page}`;
}

const FILES = new Map(
  LOCALES.flatMap((locale) =>
    PRERENDERED_PAGES.map((page) => {
      const path = localizedPath(locale, page);
      return [path, `prerendered${path === '/' ? '/index' : path}.html`] as const;
    }),
  ),
);

/**
 * The built file (relative to the build's folder) that holds the prerendered page of an address's path, or null
 * when the build prerenders no page there. Only the addresses of `PRERENDERED_PAGES` map to a file, so no request
 * can name another one.
 */
export function prerenderedPageFile(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FILES.get(path) ?? null;
}
