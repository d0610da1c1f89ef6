import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';
import { E2E_PWA_PORT, expect, test } from './fixtures';

/**
 * The installable app (issue 16) against its own server, which serves a copy of the e2e build so one test can
 * deploy a new worker without touching the build the other suites load.
 */
const SITE = `http://localhost:${E2E_PWA_PORT}`;

let server: ServerProcess;
let dataDir: string;
let staticDir: string;

test.use({ serviceWorkers: 'allow', baseURL: SITE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-pwa-'));
  staticDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-pwa-site-'));
  cpSync('dist/e2e', staticDir, { recursive: true });
  server = await startServerProcess(
    { STATIC_DIR: staticDir, DATA_DIR: dataDir, REGISTRATIONS_PER_IP: '1000' },
    E2E_PWA_PORT,
  );
});

test.afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

/** Opens the lobby and waits until the worker controls the page. */
async function openControlled(page: Page, url = '/en') {
  await page.goto(url);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** What the page's IndexedDB `MyDatabase` / `syncStore` holds under id 1. */
function syncRecord(page: Page) {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('MyDatabase');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const read = open.result.transaction('syncStore').objectStore('syncStore').get(1);
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(new Error(String(read.error)));
        };
      }),
  );
}

test('the worker installs at /sw.js, the manifest is linked, and syncStore holds the API base', async ({
  page,
  request,
}) => {
  await openControlled(page);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return r?.active?.scriptURL ?? null;
  });
  expect(registration).toBe(`${SITE}/sw.js`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');

  const manifest = await request.get(`${SITE}/manifest.webmanifest`);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const ru = (await manifest.json()) as { lang: string; start_url: string; icons: { purpose: string }[] };
  expect(ru).toMatchObject({ lang: 'ru', start_url: '/' });
  expect(ru.icons.map((icon) => icon.purpose)).toContain('maskable');
  const en = (await (await request.get(`${SITE}/manifest.en.webmanifest`)).json()) as Record<string, unknown>;
  expect(en).toMatchObject({ lang: 'en', start_url: '/en', id: '/' });

  await expect
    .poll(() => syncRecord(page))
    .toEqual({ id: 1, baseURL: `http://api.localhost:${E2E_PWA_PORT}` });
});

test.describe('offline', () => {
  // the calls the page makes offline fail, as they must
  test.use({ allowedConsoleErrors: [/net::ERR_(FAILED|INTERNET_DISCONNECTED)/] });

  test('the site opens its shell offline', async ({ page, context }) => {
    await openControlled(page, '/en/faq');
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await page.goto('/en/bonuses');
      await expect(page.getByRole('banner')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test('the install prompt dismissed for good stays dismissed after a reload', async ({ page }) => {
  const offerInstall = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt?: () => Promise<void>;
        userChoice?: Promise<{ outcome: string }>;
      };
      event.prompt = () => Promise.resolve();
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    });
  await page.goto('/en');
  await expect(page.getByRole('banner')).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Install the app' });
  await expect(banner).toHaveCount(0);
  await offerInstall();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Don’t show again' }).click();
  await expect(banner).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await offerInstall();
  await page.waitForTimeout(300);
  await expect(banner).toHaveCount(0);
});

test('a new build’s worker is picked up within 20 s and reloads the page once', async ({ page }) => {
  test.setTimeout(90_000);
  await openControlled(page);
  const loads: number[] = [];
  const started = Date.now();
  page.on('load', () => loads.push(Date.now() - started));

  // deploy: a different /sw.js (its compressed copies go, so the changed file is what is served)
  const worker = path.join(staticDir, 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next build\n`);
  rmSync(`${worker}.br`, { force: true });
  rmSync(`${worker}.gz`, { force: true });

  await expect.poll(() => loads.length, { timeout: 30_000 }).toBe(1);
  expect(loads[0]).toBeLessThan(25_000);
  // the update checks go on every 20 s and find nothing new: no second reload
  await page.waitForTimeout(22_000);
  expect(loads).toHaveLength(1);
  await expect(page.getByRole('banner')).toBeVisible();
});
