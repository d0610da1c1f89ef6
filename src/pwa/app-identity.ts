import { DEFAULT_LOCALE, type Locale } from '../contract/constants';

/** The brand, the same in every language: the installed app's short name. */
export const APP_SHORT_NAME = 'RoyalSpin';

/** Where a language's web app manifest is served: SPEC §7's `/manifest.webmanifest` for the default language. */
export function manifestPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`;
}

/** SPEC §4: the background sync's name, for the periodic sync and for the page's fallback message alike. */
export const SYNC_TAG = 'sync-data';

/**
 * The built page a language's addresses are answered with: `index.html` for the default language, else
 * `index.<locale>.html` (its `lang`, title and description in that language).
 */
export function languagePageName(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'index.html' : `index.${locale}.html`;
}
