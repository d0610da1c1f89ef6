import type { Locator, Page } from '@playwright/test';
import { msgstr, type Locale } from './catalog';
import { appDrawn, expect, test } from './fixtures';
import { scrollUntilShown } from './layout-checks';

/**
 * Issue 16: the lobby's games carry artwork made for them, and the first row of them is on the first screen of a
 * phone and of a desktop: under the hero, above the fold and above the phone's chat dock.
 */

const SCREENS = [
  { width: 375, height: 812, columns: 2 },
  { width: 1440, height: 900, columns: 4 },
];

const HOMES: Array<{ path: string; locale: Locale }> = [
  { path: '/', locale: 'ru' },
  { path: '/en', locale: 'en' },
  { path: '/kz', locale: 'kz' },
];

/** Where the first screen ends for the page: the top of the chat's dock when it spans the screen, else its bottom. */
function visibleBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const dock = document.querySelector('[data-support-chat]')?.getBoundingClientRect();
    return dock && dock.width >= window.innerWidth - 1 ? dock.top : window.innerHeight;
  });
}

/** Waits until the tile's artwork has loaded, and checks it came as an image file of the build, not inlined. */
async function expectArtwork(tile: Locator) {
  const art = tile.locator('img');
  await expect(art).toHaveAttribute('src', /^\/assets\/[\w-]+\.svg$/);
  await expect(art).toHaveAttribute('alt', '');
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

for (const { width, height, columns } of SCREENS) {
  for (const { path, locale } of HOMES) {
    test(`at ${width}×${height} ${path} shows the first row of games on the first screen, every tile with its artwork`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await appDrawn(page);
      const games = page.getByRole('region', { name: msgstr(locale, 'Our games') });
      const tiles = games.getByRole('listitem');
      await expect(tiles).toHaveCount(10);

      const boxes = await tiles.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON()),
      );
      const firstRow = boxes.filter((box) => Math.abs(box.top - boxes[0].top) < 1);
      expect(firstRow).toHaveLength(columns);
      const bottom = await visibleBottom(page);
      for (const box of firstRow) expect(box.bottom).toBeLessThanOrEqual(Math.min(bottom, height));
      test.info().annotations.push({
        type: 'first row',
        description: `${path} at ${width}×${height}: bottom ${Math.round(firstRow[0].bottom)} px, screen ends at ${Math.round(bottom)} px`,
      });

      for (let i = 0; i < columns; i++) {
        await expect(tiles.nth(i).locator('img')).not.toHaveAttribute('loading', 'lazy');
        await expectArtwork(tiles.nth(i));
      }
      // the rows below load as the player scrolls to them, and so do the section cards after the games
      for (let i = columns; i < 10; i++) {
        await tiles.nth(i).scrollIntoViewIfNeeded();
        await expectArtwork(tiles.nth(i));
      }
      const sections = page.getByRole('region', { name: msgstr(locale, 'More') }).getByRole('link');
      await expect(sections).toHaveCount(4);
      for (const card of await sections.all()) {
        await card.scrollIntoViewIfNeeded();
        await expectArtwork(card);
      }
    });
  }
}

test('the promotions strip shows what signing up brings, and leads a guest to sign up', async ({ page }) => {
  await page.goto('/en');
  const strip = page.getByRole('region', { name: 'Promotions' });
  await scrollUntilShown(page, strip);
  const regAndDep = strip.getByRole('listitem', { name: 'Registration and deposit bonus' });
  await expect(regAndDep).toContainText(/\d+% up to ₽/);
  await expect(strip.getByRole('listitem', { name: 'Welcome pack: 1st deposit' })).toBeVisible();
  await regAndDep.getByRole('button', { name: 'Sign up and get it' }).click();
  await expect(page.getByRole('dialog', { name: 'Create account' })).toBeVisible();
});
