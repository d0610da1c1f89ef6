import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Locale } from '../../src/contract/constants';

const TEXTS_MODULE = 'src/pwa/app-texts.ts';

/**
 * The app texts of `src/pwa/app-texts.ts` in one language, read from its compiled catalog the way Lingui's macro
 * finds them at run time (the id is a hash of the English text). A text missing from a catalog fails the build:
 * a manifest must not ship untranslated.
 */
export function catalogTexts(root: string, locale: Locale): Record<string, string> {
  const source = readFileSync(path.join(root, TEXTS_MODULE), 'utf8');
  const compiled = readFileSync(path.join(root, `src/locales/${locale}/messages.ts`), 'utf8');
  const json = compiled.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/)?.[1];
  if (!json) throw new Error(`no compiled catalog for ${locale}: run lingui compile`);
  const messages = JSON.parse(JSON.parse(json) as string) as Record<string, string | (string | string[])[]>;
  const texts: Record<string, string> = {};
  for (const [, key, english] of source.matchAll(/(\w+): msg`([^`$]*)`/g)) {
    const message = messages[generateMessageId(english!)];
    if (message === undefined) throw new Error(`"${english}" is missing from the ${locale} catalog`);
    texts[key!] = typeof message === 'string' ? message : message.map((part) => String(part)).join('');
  }
  return texts;
}
