import { msgstr, type Locale } from './catalog';
import { expect, test } from './fixtures';
import { HTML_LANG } from './models/header.model';
import { GUEST_GUARDED, REDIRECTS_WHEN_ALLOWED, SPEC_PATHS } from './routes';

const cases: Array<{ title: string; prefix: string; locale: Locale }> = [
  { title: 'unprefixed (default ru)', prefix: '', locale: 'ru' },
  { title: '/ru', prefix: '/ru', locale: 'ru' },
  { title: '/en', prefix: '/en', locale: 'en' },
  { title: '/kz', prefix: '/kz', locale: 'kz' },
];

const withPrefix = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

for (const { title, prefix, locale } of cases) {
  test(`every SPEC §2 page renders with a heading, ${title}`, async ({ page }) => {
    test.setTimeout(120_000);
    const notFoundTitle = msgstr(locale, 'Page Not Found');
    const loginTitle = msgstr(locale, 'Log in');
    const home = withPrefix(prefix, '/');
    const failures: string[] = [];
    for (const path of SPEC_PATHS) {
      const url = withPrefix(prefix, path);
      await test.step(url, async () => {
        try {
          await page.goto(url, { waitUntil: 'commit' });
          const h1 = page.getByRole('heading', { level: 1 }).first();
          await expect(h1).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
          await expect(h1, `${url} must not be the 404 page`).not.toHaveText(notFoundTitle);
          const landed = new URL(page.url()).pathname.replace(/\/$/, '') || '/';
          if (landed === url) return;
          if (REDIRECTS_WHEN_ALLOWED.includes(path) && landed === home) return;
          if (GUEST_GUARDED(path) && landed === home) {
            await expect(page.getByRole('dialog', { name: loginTitle })).toBeVisible();
            return;
          }
          throw new Error(`${url} ended at ${landed}`);
        } catch (error) {
          failures.push(`${url}: ${(error as Error).message.split('\n').slice(0, 3).join(' ')}`);
        }
      });
    }
    expect(failures, 'pages that did not render').toEqual([]);
  });
}
