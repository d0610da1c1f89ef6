// @vitest-environment jsdom
import { msg } from '@lingui/core/macro';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { isLocale, resolveLocale } from '../../src/i18n/locale';
import { localePrefixOf, localizedHref, stripLocalePrefix } from '../../src/i18n/locale-path';

afterEach(() => Cookies.remove('language', { path: '/' }));

describe('locale choice', () => {
  it('accepts only ru, en and kz', () => {
    expect(['ru', 'en', 'kz', 'kk', 'de', '', undefined].map(isLocale)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('prefers the URL prefix, then the language cookie, then ru', () => {
    expect(resolveLocale('kz', 'en')).toBe('kz');
    expect(resolveLocale(undefined, 'en')).toBe('en');
    expect(resolveLocale('xx', undefined)).toBe('ru');
    expect(resolveLocale(undefined, undefined)).toBe('ru');
  });
});

describe('language prefix of paths', () => {
  it('finds and strips the prefix', () => {
    expect(localePrefixOf('/kz/faq')).toBe('kz');
    expect(localePrefixOf('/faq')).toBeUndefined();
    expect(localePrefixOf('/kzt')).toBeUndefined();
    expect(stripLocalePrefix('/kz/games/crash')).toBe('/games/crash');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/top')).toBe('/top');
  });

  it('swaps a prefix and keeps unprefixed addresses unprefixed', () => {
    expect(localizedHref('/ru/faq?x=1#q', 'kz')).toBe('/kz/faq?x=1#q');
    expect(localizedHref('/en', 'ru')).toBe('/ru');
    expect(localizedHref('/faq#top', 'en')).toBe('/faq#top');
  });
});

describe('activateLocale', () => {
  it('loads the catalog, formats kz as kk-KZ and remembers the choice for a year', async () => {
    await activateLocale('kz');
    expect(i18n.locale).toBe('kz');
    expect(i18n.locales).toEqual(['kk-KZ']);
    const path = '/x';
    expect(i18n._(msg`Page not found: ${path}`)).toBe('Бет табылмады: /x');
    expect(document.documentElement.lang).toBe('kk-KZ');
    expect(Cookies.get('language')).toBe('kz');
    expect(i18n.number(1234.5)).toBe(new Intl.NumberFormat('kk-KZ').format(1234.5));
  });

  it('switches to Russian messages', async () => {
    await activateLocale('ru', { remember: false });
    expect(i18n._(msg`Log in`)).toBe('Войти');
    expect(Cookies.get('language')).toBeUndefined();
  });
});
