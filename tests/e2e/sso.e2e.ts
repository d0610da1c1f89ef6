import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { runOps } from '../support/ops-process';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';
import { AuthModel } from './models/auth.model';
import { OutboxModel } from './models/outbox.model';
import { appDrawn, E2E_SSO_PORT, expect, PASSWORD, test, uniqueEmail } from './fixtures';
import { spyOnTracking } from './tracking-spy';

/**
 * SSO across mirror domains (issue 5) on real host names: Chromium maps every *.test name to loopback
 * (playwright.config.ts), and one server answers mirror-a.test, mirror-b.test, a retired mirror-old.test, their
 * api. hosts and the central sso.test.
 */
const PORT = E2E_SSO_PORT;
const A = `http://mirror-a.test:${PORT}`;
const B = `http://mirror-b.test:${PORT}`;
const OLD = `http://mirror-old.test:${PORT}`;
const SSO_HOST = `sso.test:${PORT}`;
const ENV = {
  SITE_HOSTS: 'mirror-a.test',
  MIRROR_HOSTS: 'mirror-b.test,mirror-old.test',
  SSO_URL: `http://${SSO_HOST}`,
  STATIC_DIR: 'dist/e2e',
  OUTBOX_PUBLIC: '1',
  REGISTRATIONS_PER_IP: '1000',
};

let server: ServerProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // the first CLI run on a fresh store migrates it, then the server starts: slow on a busy machine
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-sso-'));
  const ops = async (...args: string[]) => {
    const result = await runOps({ ...ENV, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, ...args);
    expect(result.code, result.stderr).toBe(0);
  };
  // an operator retires mirror-old.test before the server starts (PGlite serves one process at a time)
  await ops('mirror', 'retire', 'mirror-old.test', A);
  // per-path navigation rules the middleware chain follows
  await ops('rule', 'set', '/en/old-promo', 'internal', '/en/bonuses');
  await ops('rule', 'set', '/en/partner', 'external', `${B}/en?no_sso`);
  server = await startServerProcess({ ...ENV, DATA_DIR: dataDir }, PORT);
});

test.afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A fresh browser context whose pages report every tracking call (name and answer status) from inside the page,
 * since a fetch body is not visible to the network log; and the hosts of every page load.
 */
async function visitor(browser: Browser, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const tracked = await spyOnTracking(context);
  // every document request, redirect hops included: a trip through the central domain is two 302s
  const hosts: string[] = [];
  context.on('request', (request) => {
    if (request.isNavigationRequest()) hosts.push(new URL(request.url()).host);
  });
  const page = await context.newPage();
  return { context, page, tracked, hosts };
}

// email registration and logout read no outbox
const authOf = (page: Page) => new AuthModel(page, new OutboxModel(page.context().request));

test('a player logged in on mirror A is signed in on mirror B without a password; logout on B ends A', async ({
  browser,
}) => {
  const { context, page, tracked, hosts } = await visitor(browser);
  const auth = authOf(page);

  await page.goto(`${A}/en`);
  // the drawn page shows first; the app, once it runs, sends a guest through the central domain and back, and a
  // tap on the drawing before that would go with the page it was made on
  await appDrawn(page);
  await auth.expectLoggedOut();
  await auth.register({ email: uniqueEmail('sso'), password: PASSWORD });
  // registration sent the browser through the central domain, which opened its session, and back to A
  await expect(page).toHaveURL(new RegExp(`^${A}/en`));
  expect(hosts).toContain(SSO_HOST);
  await auth.expectLoggedIn();

  tracked.length = 0;
  const onB = await context.newPage();
  await onB.goto(`${B}/en`);
  const authB = authOf(onB);
  await authB.expectLoggedIn();
  await expect(onB).toHaveURL(`${B}/en`);
  await expect
    .poll(() => tracked)
    .toEqual([
      { name: 'ssoAvailabilityCreate', status: 204 },
      { name: 'ssoAvailabilityFinish', status: 204 },
    ]);

  await authB.logout();
  await page.reload();
  await auth.expectLoggedOut();
  await context.close();
});

test('with ?no_sso a guest is not sent to the central domain', async ({ browser }) => {
  const { context, page, hosts, tracked } = await visitor(browser);
  await page.goto(`${B}/en?no_sso`);
  await authOf(page).expectLoggedOut();
  expect(hosts).not.toContain(SSO_HOST);
  expect(tracked).toEqual([]);
  await context.close();
});

test('a guest without a central session comes back from the central domain once, as a guest', async ({
  browser,
}) => {
  const { context, page, hosts } = await visitor(browser);
  const visits = () => hosts.filter((h) => h === SSO_HOST).length;
  // the guest's page arrives drawn, and the app sends the browser to the central domain once it runs
  await page.goto(`${B}/en`);
  await expect.poll(visits).toBe(1);
  await expect(page).toHaveURL(`${B}/en`);
  await appDrawn(page);
  await authOf(page).expectLoggedOut();
  await page.reload();
  await expect.poll(visits).toBe(2);
  await appDrawn(page);
  await authOf(page).expectLoggedOut();
  await context.close();
});

test('a crawler sees the interface at once, without the SSO detour', async ({ browser }) => {
  const { context, page, hosts } = await visitor(browser, 'Mozilla/5.0 (compatible; Googlebot/2.1)');
  await page.goto(`${B}/en`);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(hosts).not.toContain(SSO_HOST);
  await context.close();
});

test('a retired mirror sends the browser to its new link, same path', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await page.goto(`${OLD}/en/casino?no_sso`);
  await expect(page).toHaveURL(`${A}/en/casino?no_sso`);
  await context.close();
});

test('the navigation chain follows a path’s rule: inside the site, or away with a full page load', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser);
  await page.goto(`${A}/en/old-promo?no_sso`);
  await expect(page).toHaveURL(`${A}/en/bonuses`);
  await page.goto(`${A}/en/partner?no_sso`);
  await expect(page).toHaveURL(`${B}/en?no_sso`);
  await context.close();
});
