import type { Page } from '@playwright/test';
import {
  expect,
  test,
  uniqueEmail,
  PASSWORD,
  SHORT_TTL_SITE,
  fulfilError,
  silenceRealtime,
} from './fixtures';
import { PAST_SHORT_ACCESS_TTL_MS as PAST_ACCESS_TTL_MS } from './short-ttl';

// window.__casinoTest comes from the e2e bundle (src/app/e2e-hooks.ts, VITE_E2E_HOOKS=1, dist/e2e).

const PARALLEL_CALLS = 20;

test.use({ baseURL: SHORT_TTL_SITE });

/** Counts POST /auth/refresh-token requests and their answers. */
function watchRefreshes(page: Page) {
  const statuses: number[] = [];
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/auth/refresh-token') && r.method() === 'POST') requests++;
  });
  page.on('response', (r) => {
    if (r.url().includes('/auth/refresh-token') && r.request().method() === 'POST') statuses.push(r.status());
  });
  return { statuses, requests: () => requests };
}

async function profileCalls(page: Page, n: number) {
  const hasHook = await page.evaluate(() => typeof window.__casinoTest?.profileCalls === 'function');
  expect(hasHook, 'window.__casinoTest.profileCalls(n) (the e2e bundle: npm run build:e2e)').toBe(true);
  return page.evaluate((count) => window.__casinoTest!.profileCalls(count), n);
}

test.describe('token refresh in the browser', () => {
  // the refresh a 401 starts, not the one the hub starts when the token expires
  test.beforeEach(({ page }) => silenceRealtime(page));

  test('replays 20 queued calls with one refreshed token', async ({ page, auth }) => {
    await page.goto('/en');
    await auth.register({ email: uniqueEmail('queue'), password: PASSWORD });
    await page.waitForTimeout(PAST_ACCESS_TTL_MS);

    const refreshes = watchRefreshes(page);
    const profile401: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/profile/user') && r.status() === 401) profile401.push(r.url());
    });
    const results = await profileCalls(page, PARALLEL_CALLS);

    expect(results).toEqual(Array(PARALLEL_CALLS).fill('ok'));
    expect(refreshes.requests(), 'one refresh for all queued calls').toBe(1);
    expect(refreshes.statuses).toEqual([200]);
    expect(profile401.length).toBeGreaterThan(0);
    await auth.expectLoggedIn();
  });

  test('a failed refresh rejects every queued call and logs the player out', async ({ page, auth }) => {
    await page.goto('/en');
    await auth.register({ email: uniqueEmail('refresh-fail'), password: PASSWORD });
    await page.waitForTimeout(PAST_ACCESS_TTL_MS);

    await page.route('**/auth/refresh-token', (route) => fulfilError(page, route, 401, 'unauthenticated'));
    const refreshes = watchRefreshes(page);
    const results = await profileCalls(page, PARALLEL_CALLS);

    expect(results).toEqual(Array(PARALLEL_CALLS).fill('error'));
    expect(refreshes.requests(), 'one refresh attempt for all queued calls').toBe(1);
    await auth.expectLoggedOut();
  });

  test('a failed refresh on page load shows the player logged out', async ({ page, auth, context }) => {
    await page.goto('/en');
    await auth.register({ email: uniqueEmail('refresh-fail-load'), password: PASSWORD });
    await page.waitForTimeout(PAST_ACCESS_TTL_MS);

    await page.route('**/auth/refresh-token', (route) => fulfilError(page, route, 401, 'unauthenticated'));
    const refreshes = watchRefreshes(page);
    await page.reload();
    await auth.expectLoggedOut();
    expect(refreshes.requests()).toBe(1);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'token')).toBe(false);
  });
});
