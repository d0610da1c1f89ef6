import type { APIRequestContext, BrowserContext, Request } from '@playwright/test';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures';
import { layoutProblems } from './layout-checks';
import { WithdrawModel } from './models/withdraw.model';

/** Registers a RUB player through the API (balance 0) and logs the browser in with its token. */
async function registerPlayer(api: APIRequestContext, context: BrowserContext, baseURL: string) {
  const response = await api.post('/api/v2/auth/register/email', {
    data: { email: uniqueEmail('payout'), password: PASSWORD, currency: 'RUB' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
  return token;
}

/** Funds the player the only honest way a browser test can: a sandbox deposit, settled on the payer page. */
async function fund(api: APIRequestContext, token: string, amount: number) {
  const invoice = await api.post('/api/v2/billing/invoices', {
    headers: { authorization: `Bearer ${token}` },
    data: { method: 'card-rub', amount },
  });
  expect(invoice.ok(), await invoice.text()).toBe(true);
  const { hash } = (await invoice.json()) as { hash: string };
  const paid = await api.post(`/sandbox/pay/${hash}/paid`, { form: {}, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  expect(paid.headers().location).toMatch(/delivered=2\d\d/);
}

const isPayoutPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/billing/payouts';

test.describe('payout below the minimum', () => {
  const cases = [
    { locale: 'en', tab: 'Withdraw', refusal: 'The minimum payout is ₽100.' },
    { locale: 'ru', tab: 'Вывод', refusal: 'Минимальная сумма вывода — 100 ₽.' },
  ] as const;

  for (const { locale, tab, refusal } of cases) {
    test(`is refused in ${locale} before anything is sent`, async ({ page, api, context, baseURL }) => {
      await registerPlayer(api, context, baseURL!);
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (isPayoutPost(request)) posts.push(request);
      });
      const withdraw = new WithdrawModel(page);
      await withdraw.open(locale, tab);
      await withdraw.request('99.99', '4276123456789012');
      // toHaveText folds the no-break spaces Intl puts around the currency into plain ones
      await expect(withdraw.amountError).toHaveText(refusal);
      expect(posts).toEqual([]);
    });
  }

  test('is refused by the server too, with the translatable key', async ({ api, context, baseURL }) => {
    const token = await registerPlayer(api, context, baseURL!);
    const response = await api.post('/api/v2/billing/payouts', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'e2e-below-minimum-1' },
      data: { method: 'card-rub', amount: 99.99, destination: '4276123456789012' },
    });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('amount_below_minimum');
    expect(body.errors.amount?.[0]).toMatch(/^amount_below_minimum: /);
  });
});

test('the money history of a new player says there is nothing yet', async ({
  page,
  api,
  context,
  baseURL,
}) => {
  await registerPlayer(api, context, baseURL!);
  await page.goto('/en/profile/history?type=payout');
  await expect(page.getByLabel('Type')).toHaveValue('payout');
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/history$/);
  await expect(page.getByText('You have no transactions yet.')).toBeVisible();
});

test('a funded player requests a payout and sees it pending in the header, the cashier and the history', async ({
  page,
  api,
  context,
  baseURL,
  header,
}) => {
  const token = await registerPlayer(api, context, baseURL!);
  await fund(api, token, 1000);
  await page.goto('/en');
  // the header shows the total: 1,000 deposited and the 150 % registration-and-deposit bonus of a first deposit
  await expect(header.balance).toHaveText('₽2,500');
  const withdraw = new WithdrawModel(page);
  await withdraw.open('en', 'Withdraw');
  await withdraw.request('150', '4276123456789012');

  const confirmation = page.getByRole('status', { name: 'Payout requested' });
  await expect(confirmation).toContainText('₽150');
  await expect(confirmation).toContainText('Pending');
  await expect(withdraw.dialog.getByRole('listitem')).toContainText('Pending');
  // the open dialog hides the page from the accessibility tree; the header is read once it is closed
  await withdraw.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(header.balance).toHaveText('₽2,350');

  await page.goto('/en/profile/history');
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('-₽150');
  await expect(rows.nth(1)).toContainText('Pending');
  // the bonus the deposit earned, credited to the bonus balance once the deposit was paid
  await expect(rows.nth(2)).toContainText('Bonus credited');
  await expect(rows.nth(2)).toContainText('+₽1,500');
  await expect(rows.nth(2)).toContainText('Completed');
  await expect(rows.nth(3)).toContainText('+₽1,000');
  await expect(rows.nth(3)).toContainText('Completed');
  await page.getByLabel('Type').selectOption('deposit');
  await expect(page).toHaveURL(/[?&]type=deposit\b/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('+₽1,000');
  await page.getByLabel('Type').selectOption('Bonus credited');
  await expect(page).toHaveURL(/[?&]type=bonus_grant\b/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('+₽1,500');
  await rows.nth(1).getByRole('link', { name: 'Registration and deposit bonus' }).click();
  await expect(page).toHaveURL(/\/en\/bonuses$/);
});

test('on a phone the money history shows each movement’s status and date on screen', async ({
  page,
  api,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const token = await registerPlayer(api, context, baseURL!);
  await fund(api, token, 1_000);
  await page.goto('/en/profile/history');
  const row = page.getByRole('row').filter({ hasText: '+₽1,000' });
  await expect(row).toContainText('Completed');
  // the bonus row carries the longest text: its type, the bonus's name as a link, the amount
  const bonus = page.getByRole('row').filter({ hasText: 'Bonus credited' });
  await expect(bonus).toContainText('+₽1,500');
  for (const part of [
    row.getByText('Completed'),
    row.locator('time'),
    bonus.getByRole('link', { name: 'Registration and deposit bonus' }),
    bonus.getByText('+₽1,500'),
    bonus.locator('time'),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await layoutProblems(page)).toEqual([]);
});
