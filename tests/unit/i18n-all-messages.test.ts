import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import type { Locale } from '../../src/contract/constants';
import { activateLocale, i18n, loadAllMessages, type Catalogs } from '../../src/i18n/i18n';

/** Whole catalogs that add one message per language, and record which languages were asked for. */
function wholeCatalogs(asked: Locale[]): Catalogs {
  const catalog = (locale: Locale) => async () => {
    asked.push(locale);
    return { messages: { 'only-in-whole': `whole ${locale}` } as Messages };
  };
  return { ru: catalog('ru'), en: catalog('en'), kz: catalog('kz') };
}

describe('the whole catalog (build: loaded when a page beyond the lobby needs it)', () => {
  it('adds to the active language, and to every language activated later, before it is active', async () => {
    await activateLocale('en', { remember: false });
    expect(i18n._('only-in-whole')).toBe('only-in-whole');
    const asked: Locale[] = [];
    await loadAllMessages(wholeCatalogs(asked));
    expect(i18n._('only-in-whole')).toBe('whole en');
    // the first catalog's messages stay
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(1);

    await activateLocale('kz', { remember: false });
    expect(i18n.locale).toBe('kz');
    expect(i18n._('only-in-whole')).toBe('whole kz');
    expect(asked).toEqual(['en', 'kz']);
  });
});
