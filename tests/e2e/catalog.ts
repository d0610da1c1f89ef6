import { readFileSync } from 'node:fs';

export type Locale = 'ru' | 'en' | 'kz';

/** The translation of a msgid in src/locales/<locale>/messages.po (the msgid itself when untranslated). */
export function msgstr(locale: Locale, msgid: string): string {
  const po = readFileSync(new URL(`../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const escaped = msgid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = po.match(new RegExp(`msgid "${escaped}"\\r?\\nmsgstr "(.*)"`))?.[1];
  return found || msgid;
}
