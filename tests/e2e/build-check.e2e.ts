import type { Page } from '@playwright/test';
import { appDrawn, expect, test } from './fixtures';

/** Document loads of the page: a client-side navigation makes none, a full reload one. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

const buildChecked = (page: Page) => page.waitForResponse((r) => r.url().includes('/builds/latest.json?t='));

test.describe('build check', () => {
  test('a newer deployed build reloads the page on the next navigation, not before', async ({ page }) => {
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: '99991231T235959999Z' }) }),
    );
    const loads = documentLoads(page);
    const checked = buildChecked(page);
    await page.goto('/en');
    await checked;
    await page.waitForTimeout(500);
    expect(loads).toEqual(['/en']);
    // a link of the drawn page, before the app has taken it over, loads its page whatever the build
    await appDrawn(page);

    await page.getByRole('banner').getByRole('link', { name: 'Casino games' }).first().click();
    await expect(page).toHaveURL(/\/en\/games\/slots$/);
    await expect.poll(() => loads).toEqual(['/en', '/en/games/slots']);
  });

  test('the same build navigates inside the page', async ({ page }) => {
    const loads = documentLoads(page);
    const checked = buildChecked(page);
    await page.goto('/en');
    expect((await (await checked).json()) as unknown).toHaveProperty('id');
    await appDrawn(page);
    await page.getByRole('banner').getByRole('link', { name: 'Casino games' }).first().click();
    await expect(page).toHaveURL(/\/en\/games\/slots$/);
    expect(loads).toEqual(['/en']);
  });
});
