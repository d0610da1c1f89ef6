// `npm run bench:web`: Lighthouse (the npm package, on Debian's Chromium) scores of the production build on the
// embedded database: mobile (Lighthouse's default phone and simulated slow 4G), three runs a page, the median of
// each category. Pages: `/`, `/games/dice`, `/bonuses`. Beside each, in the same run, two lean references
// (tests/bench/reference-web): the same page as rendered, served as static HTML with no script (the bound of a page
// that runs nothing), and the React floor: that static page over which the required stack (React, TanStack Router,
// XState, Lingui, ky) boots after the first paint and draws the same markup in its place, as the product's app does,
// with nothing else to do. The performance score, LCP and TBT are reported as product ÷ each reference. Writes the
// figures into docs/performance.md.
// BENCH_RUNS (default 3) sets the runs a page; BENCH_SKIP_BUILD=1 measures the build already in dist/client.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcess, stopServerProcess } from '../support/server-process';
import { buildReactFloor, REACT_FLOOR_BASE, withReactFloor } from './reference-web/react-floor';
import { serveStatic, snapshotPages } from './reference-web/static-pages';
import { writeReport } from './report';

const PAGES = ['/', '/games/dice', '/bonuses'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Run = { scores: Record<string, number>; metrics: Record<string, number> };

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
    metrics: Object.fromEntries(METRICS.map((m) => [m, audits[m]?.numericValue ?? NaN])),
  };
}

if (process.env.BENCH_SKIP_BUILD !== '1') execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-bench-web-'));
const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: 'dist/client' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows: string[] = [];
const auditMedian = async (url: string, label: string) => {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await audit(url, chrome.port));
    console.log(`${label} run ${i + 1}: ${JSON.stringify(runs.at(-1)!.scores)}`);
  }
  return {
    score: (c: string) => median(runs.map((r) => r.scores[c]!)),
    metric: (m: string) => median(runs.map((r) => r.metrics[m]!)),
  };
};
const site = `http://localhost:${server.port}`;
const snapshots = await snapshotPages(site, PAGES, CHROMIUM);
const floorDir = path.join(dataDir, 'react-floor');
await buildReactFloor(floorDir);
const FLOOR = '/react-floor';
const reference = await serveStatic(
  new Map(
    [...snapshots].flatMap(([page, html]) => [
      [page, html],
      [`${FLOOR}${page}`, withReactFloor(html)],
    ]),
  ),
  'dist/client',
  { [REACT_FLOOR_BASE]: floorDir },
);
try {
  for (const page of PAGES) {
    const product = await auditMedian(`${site}${page}`, page);
    const lean = await auditMedian(`${reference.origin}${page}`, `${page} (static)`);
    const floor = await auditMedian(`${reference.origin}${FLOOR}${page}`, `${page} (React floor)`);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const row = (name: string, r: typeof product, scores: boolean) =>
      `| ${name} | ${CATEGORIES.map((c) => (scores || c === 'performance' ? `${r.score(c)}${r.score(c) >= TARGETS[c] ? '' : ' ✗'}` : '')).join(' | ')} | ` +
      `${seconds(r.metric('first-contentful-paint'))} | ${seconds(r.metric('largest-contentful-paint'))} | ` +
      `${Math.round(r.metric('total-blocking-time'))} ms | ${r.metric('cumulative-layout-shift').toFixed(3)} |`;
    const ratio = (r: typeof product) =>
      `${(product.score('performance') / r.score('performance')).toFixed(2)}× | | | | | ` +
      `${(product.metric('largest-contentful-paint') / r.metric('largest-contentful-paint')).toFixed(2)}× | ` +
      `${(product.metric('total-blocking-time') / Math.max(r.metric('total-blocking-time'), 1)).toFixed(1)}× | |`;
    rows.push(row(`\`${page}\``, product, true));
    rows.push(row('↳ static reference', lean, false));
    rows.push(row('↳ React floor', floor, false));
    rows.push(`| ↳ product ÷ static | ${ratio(lean)}`);
    rows.push(`| ↳ product ÷ React floor | ${ratio(floor)}`);
  }
} finally {
  // the browser first: its open connections (the realtime socket among them) would hold the servers' close
  await chrome.kill();
  await reference.close();
  await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const generated = [
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, median of ${RUNS} runs a page, ${new Date().toISOString().slice(0, 16)} UTC. References (performance and timings only): static, the same page as rendered with no script; React floor, that page with the required stack booting after the first paint and drawing the same markup in its place. TBT ratios use 1 ms for a reference's 0. ✗: below the target (performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}, SEO ${TARGETS.seo}).`,
  '',
  '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(generated);
await writeReport('docs/performance.md', generated, 'web');
