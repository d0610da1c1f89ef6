import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { LOCALES, type Locale } from '../../src/contract/constants';
import { languagePageName } from '../../src/pwa/app-identity';
import { localizedPath, PRERENDERED_PAGES, prerenderedPageFile } from '../../src/pwa/prerendered-pages';
import type { PrerenderedPage } from '../../src/prerender/prerender-pages';
import { clientBuildOnly } from '../client-build';
import { prerenderedHtml } from './prerendered-html';
import { startScript, withoutModuleScripts } from './start-script';

const run = promisify(execFile);

/**
 * Prerenders the public pages (`PRERENDERED_PAGES`) in every language into the build (`prerendered/…html`), so a
 * guest's browser draws the page from the HTML instead of waiting for the scripts, the catalog and the app's first
 * render. The app itself draws them: a server-side bundle of src/prerender/prerender-pages.tsx, run in jsdom by
 * render-in-dom.mjs in a process of its own. Runs after the PWA plugin wrote the language pages it fills in.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: clientBuildOnly,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        // inside the project, so the bundle's imports of node_modules resolve
        const cache = path.join(config.root, 'node_modules/.cache');
        await mkdir(cache, { recursive: true });
        const work = await mkdtemp(path.join(cache, 'prerender-'));
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: {
              ssr: path.join(config.root, 'src/prerender/prerender-pages.tsx'),
              outDir: work,
              emptyOutDir: true,
              sourcemap: false,
              minify: false,
              copyPublicDir: false,
              rolldownOptions: { output: { codeSplitting: true } },
            },
          });
          const paths = Object.fromEntries(
            LOCALES.map((locale) => [locale, PRERENDERED_PAGES.map((page) => localizedPath(locale, page))]),
          );
          const out = path.join(work, 'pages.json');
          await run(
            process.execPath,
            [
              '--conditions=browser',
              path.join(config.root, 'scripts/prerender/render-in-dom.mjs'),
              path.join(work, 'prerender-pages.js'),
              JSON.stringify({ origin: 'http://localhost/', paths }),
              out,
            ],
            // React as the bundle was compiled for (a development build calls its development JSX runtime)
            {
              cwd: config.root,
              env: { ...process.env, NODE_ENV: config.isProduction ? 'production' : 'development' },
            },
          );
          const pages = JSON.parse(await readFile(out, 'utf8')) as Record<Locale, PrerenderedPage[]>;
          const shells = LOCALES.map((locale) => {
            const shell = bundle[languagePageName(locale)];
            if (shell?.type !== 'asset') throw new Error(`no ${languagePageName(locale)} to prerender into`);
            return String(shell.source);
          });
          // every language's page loads the same scripts
          const { modules } = withoutModuleScripts(shells[0]!);
          if (modules.length === 0) throw new Error('the language page has no module script to start');
          const start = `/${this.getFileName(
            this.emitFile({
              type: 'asset',
              name: 'start.js',
              source: await startScript(config.root, modules),
            }),
          )}`;
          for (const [index, locale] of LOCALES.entries()) {
            for (const page of pages[locale]) {
              this.emitFile({
                type: 'asset',
                fileName: prerenderedPageFile(page.path)!,
                source: prerenderedHtml(shells[index]!, page, start),
              });
            }
          }
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
    },
  };
}
