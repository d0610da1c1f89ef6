import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/contract/constants';

/** Reads a .po file into msgid → msgstr, joining continued "..." lines; skips the header and obsolete entries. */
function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (field && id !== '') entries.set(id, str);
    id = '';
    str = '';
    field = null;
  };
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      str = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  return entries;
}

const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    parsePo(readFileSync(resolve(__dirname, `../../src/locales/${locale}/messages.po`), 'utf8')),
  ]),
) as Record<(typeof LOCALES)[number], Map<string, string>>;

describe('translation catalogs', () => {
  it('have messages at all', () => {
    expect(catalogs.en.size).toBeGreaterThan(0);
  });

  it.each(LOCALES)('%s translates every message', (locale) => {
    const empty = [...catalogs[locale]].filter(([, str]) => str.trim() === '').map(([id]) => id);
    expect(empty).toEqual([]);
  });

  it('hold the same message ids in ru, en and kz', () => {
    const ids = (locale: (typeof LOCALES)[number]) => [...catalogs[locale].keys()].sort();
    expect(ids('ru')).toEqual(ids('en'));
    expect(ids('kz')).toEqual(ids('en'));
  });

  // the set, not the count: a plural has as many forms as its language (Russian: one, few, many, other)
  it('keep every {placeholder} of the source in each translation', () => {
    const holes = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();
    for (const locale of LOCALES) {
      for (const [id, str] of catalogs[locale])
        expect([locale, id, holes(str)]).toEqual([locale, id, holes(id)]);
    }
  });

  // the fairness page explains each game under the name the lobby gives it ("Кости", never "Дайс")
  it('name each game the same wherever a message starts with its name', () => {
    const games = ['Coinflip', 'Dice', 'Keno', 'Miner', 'Roulette', 'Wheel of fortune', 'Cases', 'Hilo'];
    for (const locale of LOCALES) {
      for (const game of games) {
        const name = catalogs[locale].get(game);
        if (name === undefined) continue;
        for (const [id, str] of catalogs[locale])
          if (id.startsWith(`${game}: `))
            expect([locale, str]).toEqual([locale, expect.stringMatching(new RegExp(`^${name}: `))]);
      }
    }
  });
});
