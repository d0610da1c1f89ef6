import { i18n, type Messages } from '@lingui/core';
import { LOCALE_ISO, type Locale } from '../contract/constants';
import { manifestPath } from '../pwa/app-identity';
import { writeLanguageCookie } from './locale';

export { i18n };

/** Each language's catalog, by how it loads. */
export type Catalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

/**
 * What a page loads first. In a build these are the messages of the site's frame and the lobby
 * (scripts/i18n/catalog-split.ts); the rest come with `all-messages.ts`. In development and tests, whole catalogs.
 */
const catalogs: Catalogs = {
  ru: () => import('../locales/ru/messages'),
  en: () => import('../locales/en/messages'),
  kz: () => import('../locales/kz/messages'),
};

/** Whole catalogs, once a module that needs them has run (`loadAllMessages`). */
let everything: Catalogs | null = null;
/** The language last asked for: the one that is, or is about to be, active. */
let requested: Locale | null = null;
const loaded = new Set<string>();

async function loadCatalog(locale: Locale, which: 'first' | 'all') {
  const key = `${which}:${locale}`;
  if (loaded.has(key)) return;
  const source = which === 'all' ? everything : catalogs;
  if (!source) return;
  const { messages } = await source[locale]();
  i18n.load(locale, messages);
  loaded.add(key);
}

/**
 * Loads the whole catalog of the language in use, and of every language activated from then on. Called once, by
 * `all-messages.ts`, before the first module that needs more than the first catalog runs.
 */
export async function loadAllMessages(all: Catalogs): Promise<void> {
  everything = all;
  // the language shown and, during a switch, the one coming
  const locales = new Set([i18n.locale, requested].filter((l): l is Locale => !!l && l in all));
  await Promise.all([...locales].map((locale) => loadCatalog(locale, 'all')));
}

let latest = 0;

/**
 * Loads the compiled catalog of `locale` and activates it. Intl formatting uses the ISO tag
 * (`kz` formats as `kk-KZ`, which Intl knows). Also sets `<html lang>`, the manifest of the language (an app
 * installed now opens in it) and, unless told not to, the `language` cookie. When calls overlap, the last one wins.
 */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  const call = ++latest;
  requested = locale;
  if (options.remember !== false && typeof document !== 'undefined') writeLanguageCookie(locale);
  if (i18n.locale === locale) return;
  await loadCatalog(locale, 'first');
  // the whole catalog may have been asked for meanwhile
  while (everything && !loaded.has(`all:${locale}`)) await loadCatalog(locale, 'all');
  if (call !== latest) return;
  i18n.activate(locale, [LOCALE_ISO[locale]]);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_ISO[locale];
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
}
