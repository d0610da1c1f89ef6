import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures';

/** The violations that fail a page: axe's serious and critical ones, every rule axe runs by default. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const PAGES = ['/en', '/en/games/dice', '/en/bonuses', '/en/vip-club', '/ru', '/kz/bonuses'];

for (const width of [375, 1440]) {
  test(`axe finds nothing serious on the lobby, a game, /bonuses and /vip-club at ${width} px`, async ({
    page,
  }) => {
    // six pages, each loaded to rest and analysed whole: a busy two-core machine needs more than the default 30 s
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 812 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

test('axe finds nothing serious in the open cashier', async ({ page, api, context, baseURL }) => {
  const response = await api.post('/api/v2/auth/register/email', {
    data: { email: uniqueEmail('axe'), password: PASSWORD, currency: 'RUB' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
  await page.goto('/en?deposit');
  const cashier = page.getByRole('dialog', { name: 'Deposit', exact: true });
  await expect(cashier).toBeVisible();
  await expect(cashier.getByRole('list', { name: 'Deposit methods' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
