import { expect, test, uniqueEmail, PASSWORD } from './fixtures';
import { FIRST_DIALOG_TIMEOUT } from './models/auth.model';

test.describe('modals opened by query parameters', () => {
  test('?signup opens the Register dialog', async ({ page }) => {
    await page.goto('/en?signup');
    await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible({
      timeout: FIRST_DIALOG_TIMEOUT,
    });
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('?login opens the Login dialog', async ({ page }) => {
    await page.goto('/en?login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: FIRST_DIALOG_TIMEOUT });
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('?login works on an inner page too', async ({ page }) => {
    await page.goto('/en/faq?login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: FIRST_DIALOG_TIMEOUT });
  });

  test('a page without the parameters opens no dialog', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('?signup is removed from the address after a successful registration', async ({ page, auth }) => {
    await page.goto('/en?signup');
    await expect(auth.registerDialog).toBeVisible({ timeout: FIRST_DIALOG_TIMEOUT });
    await auth.register({ email: uniqueEmail('query'), password: PASSWORD });
    await expect(page).not.toHaveURL(/[?&]signup\b/);
  });

  test('?deposit opens the PayIn dialog for a logged-in player', async ({ page, api, context, baseURL }) => {
    const response = await api.post('/api/v2/auth/register/email', {
      data: { email: uniqueEmail('deposit'), password: PASSWORD, currency: 'RUB' },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { token } = (await response.json()) as { token: string };
    await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
    await page.goto('/en?deposit');
    const payIn = page.getByRole('dialog', { name: 'Deposit', exact: true });
    await expect(payIn).toBeVisible();
    await payIn.getByRole('button', { name: 'Close' }).first().click();
    await expect(payIn).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
