import path from 'node:path';
import { build } from 'rolldown';
import type { OutputBundle } from 'rolldown';
import type { Plugin, ResolvedConfig } from 'vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/contract/constants';
import { APP_SHORT_NAME, languagePageName, manifestPath } from '../../src/pwa/app-identity';
import { catalogTexts } from './catalog-texts';
import { languagePage } from './language-pages';
import { offlinePage } from './offline-page';
import { clientBuildOnly } from '../client-build';

/** The night background of the site (tailwind `night-950`), for the splash screen and the browser's chrome. */
const BACKGROUND = '#0b0e17';

/** The icons in public/icons (rendered by scripts/pwa/render-icons.ts). */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/** Files of public/ that the offline shell needs beside the build's own. */
const PUBLIC_SHELL = [...new Set(ICONS.map((icon) => icon.src))];

/**
 * The installable app (SPEC §1, §7): a manifest per language (`/manifest.webmanifest` for the default one), the
 * offline page and `/sw.js`, all made at build time from the bundle and the compiled catalogs. The worker is
 * bundled on its own (it cannot share the page's chunks) with the list of files it precaches and the build id.
 */
export function pwaPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pwa',
    apply: clientBuildOnly,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // after Vite wrote index.html into the bundle
      order: 'post',
      async handler(_options, bundle) {
        const root = config.root;
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('the build made no index.html');
        const html = String(index.source);
        for (const locale of LOCALES) {
          const texts = catalogTexts(root, locale);
          const page = languagePage(html, locale, { name: texts.name!, description: texts.description! });
          if (locale === DEFAULT_LOCALE) index.source = page;
          else this.emitFile({ type: 'asset', fileName: languagePageName(locale), source: page });
          this.emitFile({
            type: 'asset',
            fileName: manifestPath(locale).slice(1),
            source: `${JSON.stringify(manifest(locale, texts), null, 2)}\n`,
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: 'offline.html',
          source: offlinePage(
            LOCALES.map((locale) => ({ locale, texts: catalogTexts(root, locale) })),
            BACKGROUND,
          ),
        });
        const buildId = String(config.define?.['import.meta.env.VITE_BUILD_ID'] ?? JSON.stringify('dev'));
        const precache = [
          '/index.html',
          '/offline.html',
          ...LOCALES.map(manifestPath),
          ...PUBLIC_SHELL,
          ...shellFiles(bundle).map((file) => `/${file}`),
        ];
        this.emitFile({
          type: 'asset',
          fileName: 'sw.js',
          source: await bundleWorker(path.join(root, 'src/sw/sw.ts'), buildId, precache),
        });
      },
    },
  };
}

/** The manifest of one language: one app (`id`) whatever the language, opening in it. */
function manifest(locale: Locale, texts: Record<string, string>) {
  return {
    id: '/',
    name: texts.name,
    short_name: APP_SHORT_NAME,
    description: texts.description,
    lang: locale === 'kz' ? 'kk' : locale,
    dir: 'ltr',
    start_url: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    categories: ['games', 'entertainment', 'sports'],
    icons: ICONS,
  };
}

/**
 * What the app needs to open offline: every script, style and image the build made, hashed under /assets (about
 * 330 KiB with brotli). The worker fetches them in the background after the page's load, so the first load does
 * not pay for them, and any page of the site opens offline afterwards, not only those already visited.
 */
function shellFiles(bundle: OutputBundle): string[] {
  return Object.keys(bundle)
    .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
    .sort();
}

async function bundleWorker(input: string, buildId: string, precache: string[]): Promise<string> {
  const output = await build({
    input,
    write: false,
    logLevel: 'warn',
    transform: {
      define: { __BUILD_ID__: buildId, __PRECACHE__: JSON.stringify(JSON.stringify(precache)) },
    },
    output: { format: 'iife', minify: true },
  });
  return output.output[0].code;
}
