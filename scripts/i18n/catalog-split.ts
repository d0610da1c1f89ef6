import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { clientBuildOnly } from '../client-build';

/**
 * Modules of the pages and dialogs a guest's first load of the lobby does not show. Their messages come with the
 * rest of the catalog, which each of them waits for (`src/i18n/all-messages.ts`); every other module's messages
 * are in the catalog the page loads first. A module missing here only makes that first catalog larger, never a
 * text missing.
 */
const REST_MODULES: RegExp[] = [
  /\/src\/views\/(auth|cashier|dev|fairness|faq|no-access|policy|profile|vip)\//,
  /\/src\/views\/errors\/(?!use-failure-toast\.ts$)/,
  /\/src\/views\/games\/(?!game-grid\.tsx$|game-titles\.ts$)/,
  /\/src\/views\/bonuses\/(?!header-guest-bonus\.tsx$|guest-bonus-|bonus-names\.ts$)/,
  /\/src\/views\/modals\/(?!lazy-app-modals\.tsx$)/,
  /\/src\/ui\/(auth|cashier|deposit|profile)\//,
  /\/src\/ui\/(pagination|code-field|modal|phone-field|support-chat-panel)\.tsx$/,
];

const CATALOG_SPECIFIER = /(?:^|\/)locales\/(\w+)\/messages(?:\.ts)?$/;
const VIRTUAL = /^\0lingui-catalog:(first|all):(\w+)$/;
const PLACEHOLDER = /["'`]__LINGUI_FIRST_CATALOG_(\w+)__["'`]/g;

/**
 * Splits each language's compiled catalog (`lingui compile`, `src/locales/<locale>/messages.ts`) in two for the
 * build: the first catalog `src/i18n/i18n.ts` loads holds the messages of every module but those of
 * `REST_MODULES`; the whole catalog loads when the first of those modules does, before it runs. The ids are read
 * from the modules as the Lingui macro compiled them, so the split follows the code, not the catalogs' origin
 * comments. Development and tests load whole catalogs.
 */
export function catalogSplitPlugin(root = process.cwd()): Plugin {
  const i18nModule = path.join(root, 'src/i18n/i18n.ts');
  const allMessagesModule = path.join(root, 'src/i18n/all-messages.ts');
  const catalogs = new Map<string, Record<string, unknown>>();
  const catalog = (locale: string) => {
    let messages = catalogs.get(locale);
    if (!messages) {
      const source = readFileSync(path.join(root, `src/locales/${locale}/messages.ts`), 'utf8');
      const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
      if (!literal) throw new Error(`src/locales/${locale}/messages.ts is not a compiled catalog`);
      messages = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
      catalogs.set(locale, messages);
    }
    return messages;
  };
  /** Every message id (the source language's catalog has them all). */
  let known: Set<string> | null = null;
  const ids = () => (known ??= new Set(Object.keys(catalog('en'))));
  /** Ids the modules outside REST_MODULES use. */
  const firstIds = new Set<string>();
  const firstCatalog = (locale: string) => {
    const all = catalog(locale);
    return Object.fromEntries(Object.entries(all).filter(([id]) => firstIds.has(id)));
  };
  const firstDigest = () =>
    createHash('sha256')
      .update([...firstIds].sort().join('\n'))
      .digest('hex');

  return {
    name: 'lingui-catalog-split',
    apply: clientBuildOnly,
    buildStart() {
      catalogs.clear();
      known = null;
      firstIds.clear();
    },
    // before Vite's own resolver, which would resolve the catalog to its file
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        const locale = CATALOG_SPECIFIER.exec(source)?.[1];
        if (!locale || !importer) return null;
        if (importer === i18nModule) return `\0lingui-catalog:first:${locale}`;
        if (importer === allMessagesModule) return `\0lingui-catalog:all:${locale}`;
        return null;
      },
    },
    load(id) {
      const [, part, locale] = VIRTUAL.exec(id) ?? [];
      if (!part || !locale) return null;
      // the first catalog's messages are known once every module is compiled: renderChunk fills them in
      const json =
        part === 'all'
          ? JSON.stringify(JSON.stringify(catalog(locale)))
          : `"__LINGUI_FIRST_CATALOG_${locale}__"`;
      return { code: `export const messages = JSON.parse(${json});\n`, map: { mappings: '' } };
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (
        !file.startsWith(path.join(root, 'src') + path.sep) ||
        file.includes(`${path.sep}locales${path.sep}`)
      )
        return null;
      const messageIds = ids();
      const used = [...code.matchAll(/["'`]([^"'`\\\s]{1,64})["'`]/g)]
        .map((m) => m[1]!)
        .filter((s) => messageIds.has(s));
      if (used.length === 0) return null;
      if (!REST_MODULES.some((pattern) => pattern.test(file))) {
        for (const messageId of used) firstIds.add(messageId);
        return null;
      }
      const s = new MagicString(code);
      s.prepend(`import ${JSON.stringify(allMessagesModule)};\n`);
      return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
    },
    augmentChunkHash(chunk) {
      if (chunk.moduleIds.some((id) => id.startsWith('\0lingui-catalog:first:'))) return firstDigest();
      return undefined;
    },
    renderChunk(code) {
      if (!code.includes('__LINGUI_FIRST_CATALOG_')) return null;
      const s = new MagicString(code);
      for (const match of code.matchAll(PLACEHOLDER)) {
        const literal = JSON.stringify(JSON.stringify(firstCatalog(match[1]!)));
        s.overwrite(match.index, match.index + match[0].length, literal);
      }
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}
