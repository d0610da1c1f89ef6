import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Strings that only the Stately inspector code and our dev tools put in a bundle. */
const INSPECTOR_MARKERS = ['stately.ai/inspect', 'maxDeferredEvents'];
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Builds the site with the inspector requested and returns all of its JavaScript. */
function buildWithInspector(nodeEnv: 'production' | 'development'): string {
  const outDir = mkdtempSync(path.join(tmpdir(), `casino-bundle-${nodeEnv}-`));
  dirs.push(outDir);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, NODE_ENV: nodeEnv, VITE_INSPECT: '1' },
    stdio: 'pipe',
  });
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

describe('production bundle', () => {
  it('contains no inspector code even when the inspector is asked for', () => {
    const code = buildWithInspector('production');
    for (const marker of INSPECTOR_MARKERS) expect(code, marker).not.toContain(marker);
  }, 240_000);

  it('contains the inspector in a development build (the markers are real)', () => {
    const code = buildWithInspector('development');
    for (const marker of INSPECTOR_MARKERS) expect(code, marker).toContain(marker);
  }, 240_000);
});
