import { msgstr, type Locale } from './catalog';
import { expect, test } from './fixtures';
import { layoutProblems } from './layout-checks';
import { HTML_LANG } from './models/header.model';
import { GUEST_GUARDED, REDIRECTS_WHEN_ALLOWED, SPEC_PATHS } from './routes';

/** Each language's pages are also laid out on a phone: `phone` checks them at 375 px (the unprefixed pages are ru's). */
const cases: Array<{ title: string; prefix: string; locale: Locale; phone: boolean }> = [
  { title: 'unprefixed (default ru)', prefix: '', locale: 'ru', phone: false },
  { title: '/ru', prefix: '/ru', locale: 'ru', phone: true },
  { title: '/en', prefix: '/en', locale: 'en', phone: true },
  { title: '/kz', prefix: '/kz', locale: 'kz', phone: true },
];

const withPrefix = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

for (const { title, prefix, locale, phone } of cases) {
  const layout = phone
    ? ', and on a 375 px phone neither scrolls sideways nor hides a control under the chat'
    : '';
  test(`every SPEC §2 page renders with a heading, ${title}${layout}`, async ({ page }) => {
    test.setTimeout(120_000);
    if (phone) await page.setViewportSize({ width: 375, height: 812 });
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
          if (phone) {
            await page.waitForLoadState('networkidle');
            const problems = await layoutProblems(page);
            if (problems.length > 0) throw new Error(problems.join('; '));
          }
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
