import type { Page } from '@playwright/test';
import { msgstr } from './catalog';
import { expect, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('unknown pages', () => {
  test('an unknown path under /en shows "Page Not Found" with the path', async ({ page }) => {
    await page.goto('/en/some/unknown');
    await expect(heading(page)).toHaveText('Page Not Found');
    await expect(page.getByText(/^Page not found: /)).toHaveText(/^Page not found: (\/en)?\/some\/unknown$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('an unknown unprefixed path shows the exact missing path', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
    await page.goto('/some/unknown');
    await expect(heading(page)).toHaveText('Page Not Found');
    await expect(page.getByText(/^Page not found: /)).toHaveText('Page not found: /some/unknown');
  });

  test('the 404 is translated into Russian', async ({ page }) => {
    const title = msgstr('ru', 'Page Not Found');
    const line = msgstr('ru', 'Page not found: {path}');
    expect(title, 'ru catalog translates the 404 title').not.toBe('Page Not Found');
    await page.goto('/ru/some/unknown');
    await expect(heading(page)).toHaveText(title);
    const prefix = line.replace('{path}', '');
    await expect(page.getByText(prefix)).toHaveText(new RegExp(`^${prefix}(/ru)?/some/unknown$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  });

  test('an unknown language prefix (/de/faq) is a 404', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
    await page.goto('/de/faq');
    await expect(heading(page)).toHaveText('Page Not Found');
    await expect(page.getByText(/^Page not found: /)).toHaveText('Page not found: /de/faq');
  });

  test('a known page is not a 404 (control)', async ({ page }) => {
    await page.goto('/en/faq');
    await expect(heading(page)).toBeVisible();
    await expect(heading(page)).not.toHaveText('Page Not Found');
  });
});
