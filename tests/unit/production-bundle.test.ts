import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Strings that only the Stately inspector code and our dev tools put in a bundle. */
const INSPECTOR_MARKERS = ['stately.ai/inspect', 'maxDeferredEvents'];
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const builds = new Map<string, string>();

/** Builds the site with the inspector requested (once per mode) and returns its output folder. */
function buildWithInspector(nodeEnv: 'production' | 'development'): string {
  const built = builds.get(nodeEnv);
  if (built) return built;
  const outDir = mkdtempSync(path.join(tmpdir(), `casino-bundle-${nodeEnv}-`));
  dirs.push(outDir);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, NODE_ENV: nodeEnv, VITE_INSPECT: '1' },
    stdio: 'pipe',
  });
  builds.set(nodeEnv, outDir);
  return outDir;
}

const scriptsOf = (outDir: string) =>
  readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));

/** All of a build's JavaScript. */
const codeOf = (outDir: string) =>
  scriptsOf(outDir)
    .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
    .join('\n');

describe('production bundle', () => {
  it('contains no inspector code even when the inspector is asked for', () => {
    const code = codeOf(buildWithInspector('production'));
    for (const marker of INSPECTOR_MARKERS) expect(code, marker).not.toContain(marker);
  }, 240_000);

  it('contains the inspector in a development build (the markers are real)', () => {
    const code = codeOf(buildWithInspector('development'));
    for (const marker of INSPECTOR_MARKERS) expect(code, marker).toContain(marker);
  }, 240_000);

  it('leaves the machines’ descriptions out of a production build, and keeps them in a development one', () => {
    // a state's description in the app machine (machines/app/app.machine.ts)
    const description = "The build check's and the worker's code is loading.";
    expect(codeOf(buildWithInspector('production'))).not.toContain(description);
    expect(codeOf(buildWithInspector('development'))).toContain(description);
  }, 240_000);

  it('makes the installable app: a manifest per language, the offline page and a worker precaching the build', () => {
    const outDir = buildWithInspector('production');
    const manifest = (file: string) =>
      JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as Record<string, unknown>;
    expect(manifest('manifest.webmanifest')).toMatchObject({
      name: 'RoyalSpin: казино и ставки на спорт',
      lang: 'ru',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest('manifest.en.webmanifest')).toMatchObject({ lang: 'en', start_url: '/en' });
    expect(manifest('manifest.kz.webmanifest')).toMatchObject({
      name: 'RoyalSpin: казино және спортқа бәс тігу',
      lang: 'kk',
      start_url: '/kz',
    });
    for (const icon of manifest('manifest.webmanifest').icons as { src: string }[])
      expect(existsSync(path.join(outDir, icon.src)), icon.src).toBe(true);

    const offline = readFileSync(path.join(outDir, 'offline.html'), 'utf8');
    for (const text of ['Нет подключения к интернету', 'You are offline', 'Интернет байланысы жоқ'])
      expect(offline).toContain(text);
    expect(offline).not.toContain('<script');

    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    for (const file of [
      '/index.html',
      '/offline.html',
      '/manifest.kz.webmanifest',
      '/icons/maskable-512.png',
    ])
      expect(worker).toContain(`"${file}"`);
    // every script but the prerendered pages' start script: offline, a page opens from the cached shell, which
    // loads the app's scripts itself
    const starts = scriptsOf(outDir).filter((script) => script.startsWith('start-'));
    expect(starts).toHaveLength(1);
    for (const script of scriptsOf(outDir))
      if (!starts.includes(script)) expect(worker).toContain(`"/assets/${script}"`);
    expect(worker).not.toMatch(/\.map"/);

    // the public pages prerendered in each language, filled into that language's page
    const dice = readFileSync(path.join(outDir, 'prerendered/kz/games/dice.html'), 'utf8');
    expect(dice).toContain('<html lang="kk-KZ"');
    expect(dice).toMatch(/<div id="root"><div[^]*<h1[^>]*>Сүйек<\/h1>/);
    expect(dice).toContain(`src="/assets/${starts[0]}"`);
    expect(dice).not.toContain('<script type="module" crossorigin src="/assets/boot-');
  }, 240_000);
});
