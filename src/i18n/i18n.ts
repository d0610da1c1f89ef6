import { i18n, type Messages } from '@lingui/core';
import { LOCALE_ISO, type Locale } from '../contract/constants';
import { manifestPath } from '../pwa/app-identity';
import { writeLanguageCookie } from './locale';

export { i18n };

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import('../locales/ru/messages'),
  en: () => import('../locales/en/messages'),
  kz: () => import('../locales/kz/messages'),
};

let latest = 0;

/**
 * Loads the compiled catalog of `locale` and activates it. Intl formatting uses the ISO tag
 * (`kz` formats as `kk-KZ`, which Intl knows). Also sets `<html lang>`, the manifest of the language (an app
 * installed now opens in it) and, unless told not to, the `language` cookie. When calls overlap, the last one wins.
 */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  const call = ++latest;
  if (options.remember !== false && typeof document !== 'undefined') writeLanguageCookie(locale);
  if (i18n.locale === locale) return;
  const { messages } = await catalogs[locale]();
  if (call !== latest) return;
  i18n.load(locale, messages);
  i18n.activate(locale, [LOCALE_ISO[locale]]);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_ISO[locale];
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
}
