import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SHORT_ACCESS_TTL_SECONDS } from './tests/e2e/short-ttl';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; Playwright never downloads a browser here. */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Ports of the two test servers; E2E_PORT moves both, so two runs can share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_SHORT_TTL_PORT = E2E_PORT + 1;

/** A real server on a fresh embedded database, as `npm start` runs it. */
function server(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  return {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      // the e2e bundle: the production build plus window.__casinoTest (src/app/e2e-hooks.ts)
      STATIC_DIR: 'dist/e2e',
      LOG_LEVEL: 'warn',
      COUNTRY_HEADER: 'x-test-country',
      BLOCKED_COUNTRIES: 'US',
      // every browser test registers from 127.0.0.1
      REGISTRATIONS_PER_IP: '1000',
      // a busy test machine lags the event loop: shedding the feed or bonus offers would fail tests of them
      LOAD_SHED_EVENT_LOOP_DELAY: '0',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // Browser tests race real timers (a 4-second access token); in CI one retry absorbs a slow machine, and
  // Playwright still reports such a test as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // the installable app's worker would take over navigations and the mirror call that tests route; its own
    // suite (tests/e2e/pwa.e2e.ts) allows it
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP *.test 127.0.0.1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    server(E2E_PORT, {}),
    server(E2E_SHORT_TTL_PORT, { ACCESS_TOKEN_TTL: String(SHORT_ACCESS_TTL_SECONDS) }),
  ],
});
