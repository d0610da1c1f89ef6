import type { Locator, Page } from '@playwright/test';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures';
import { BONUS, depositThroughSandbox, play, rub } from './games-play';

/**
 * The in-house games on a phone (issue 7, "works on a phone"): at 375 px with touch, every game page fits the
 * screen's width (nothing scrolls sideways, no control lies off screen), its amount field and play button are
 * on screen and can be tapped, and a funded player taps real bets in dice and miner and sees the header balance
 * follow.
 */

const PHONE = { width: 375, height: 740 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** A game page: how its amount field and play button are named, and what a player taps before a bet can go. */
type GamePage = {
  path: string;
  amount: string;
  button: string;
  prepare?: (page: Page) => Promise<void>;
};

const slip = (page: Page) => page.getByRole('form', { name: 'Bet slip' });

const GAME_PAGES: GamePage[] = [
  { path: 'dice', amount: 'Bet amount', button: 'Bet' },
  { path: 'coinflip', amount: 'Bet amount', button: 'Bet' },
  {
    path: 'keno',
    amount: 'Bet amount',
    button: 'Bet',
    prepare: async (page) => {
      const board = page.getByRole('group', { name: 'Keno board' });
      for (const n of ['3', '17', '40']) await board.getByRole('button', { name: n, exact: true }).tap();
    },
  },
  {
    path: 'roulette',
    amount: 'Chip value',
    button: 'Spin',
    prepare: (page) =>
      page
        .getByRole('group', { name: 'Roulette table' })
        .getByRole('button', { name: 'Red', exact: true })
        .tap(),
  },
  { path: 'wheel', amount: 'Bet amount', button: 'Bet' },
  { path: 'miner', amount: 'Bet amount', button: 'Bet' },
  { path: 'hilo', amount: 'Bet amount', button: 'Bet' },
];

/**
 * How the page's width compares with the screen's: the document's scroll width, the layout viewport's width, and
 * the visible controls of the page that lie (partly) left or right of the screen outside any sideways-scrolling
 * box, i.e. the ones a player could not reach without zooming out.
 */
function measureWidth(page: Page) {
  return page.evaluate((width) => {
    const scrollsSideways = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const { overflowX } = getComputedStyle(p);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      const r = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}> "${name}" at ${Math.round(r.left)}..${Math.round(r.right)}`;
    };
    const offScreen = [
      ...document.querySelectorAll('button, input, select, textarea, a[href], [role="button"]'),
    ]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const shown = r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
        return shown && (r.left < -0.5 || r.right > width + 0.5) && !scrollsSideways(el);
      })
      .map(describe);
    return { innerWidth: window.innerWidth, scrollWidth: document.documentElement.scrollWidth, offScreen };
  }, PHONE.width);
}

/** The page scrolls only up and down on a phone, and every control it shows lies inside the screen's width. */
async function expectFitsPhoneWidth(page: Page) {
  const measured = await measureWidth(page);
  expect(measured.offScreen, `controls off screen on ${page.url()}`).toEqual([]);
  // mobile Chromium widens the layout viewport (zooms out) to fit a wider page, so scrollWidth <= innerWidth alone
  // would hold: both are held to the phone's width
  expect(measured.innerWidth, `layout viewport of ${page.url()}`).toBe(PHONE.width);
  expect(measured.scrollWidth, `scroll width of ${page.url()}`).toBeLessThanOrEqual(PHONE.width);
}

/** The element is shown and lies fully inside the screen's width (it may be below the fold). */
async function expectInsideWidth(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  expect(box!.x, `left edge of ${String(locator)}`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `right edge of ${String(locator)}`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * The amount field and the play button are inside the screen's width, and a tap reaches the button (a trial tap:
 * scrolled into view, enabled, not covered by anything), without placing the bet.
 */
async function expectPlayable(amount: Locator, button: Locator) {
  await expectInsideWidth(amount);
  await expectInsideWidth(button);
  await button.tap({ trial: true, timeout: 5_000 });
}

test('a funded player taps bets in dice and miner, and every game page fits a phone', async ({
  page,
  auth,
  header,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en');
  await auth.register({ email: uniqueEmail('phone'), password: PASSWORD, currency: 'RUB' });
  await depositThroughSandbox(page, context, header);

  /** The header shows the main balance the answer gave, plus the untouched bonus balance. */
  const headerFollows = async (answer: { balance: number }) =>
    expect(header.balance).toHaveText(rub(answer.balance + BONUS));

  // dice: an amount in kopecks typed, one bet tapped from the slip (the header then shows kopecks: its widest text)
  await page.goto('/en/games/dice');
  const funded = await header.balanceText();
  const diceAmount = slip(page).getByRole('textbox', { name: 'Bet amount', exact: true });
  await diceAmount.tap();
  await diceAmount.fill('1.23');
  const dice = await play(page, '/games/dice/bets', () =>
    slip(page).getByRole('button', { name: 'Bet', exact: true }).tap(),
  );
  expect(dice.bet).toMatchObject({ game: 'dice', status: 'settled', amount: 1.23 });
  await headerFollows(dice);
  await expect(header.balance).not.toHaveText(funded);
  await expect(header.balance).toHaveText(/\.\d\d$/);

  // miner: a round opened by a tap, one tile tapped, cashed out by a tap unless the tile was a mine
  await page.goto('/en/games/miner');
  const beforeMiner = await header.balanceText();
  const started = await play(page, '/games/miner/bets', () =>
    slip(page).getByRole('button', { name: 'Bet', exact: true }).tap(),
  );
  expect(started.bet.status).toBe('open');
  await headerFollows(started);
  await expect(header.balance).not.toHaveText(beforeMiner);
  const tile = page.getByRole('group', { name: 'Minefield' }).getByRole('button').first();
  await expectInsideWidth(tile);
  const opened = await play(page, '/games/miner/reveal', () => tile.tap());
  const miner =
    opened.bet.status === 'settled'
      ? opened
      : await play(page, '/games/miner/cashout', () =>
          slip(page)
            .getByRole('button', { name: /^Cash out/ })
            .tap(),
        );
  expect(miner.bet.status).toBe('settled');
  await headerFollows(miner);

  // every game page, with kopecks in the header balance (its widest text) and bets in the dice and miner histories
  for (const game of GAME_PAGES) {
    await page.goto(`/en/games/${game.path}`);
    const amount = slip(page).getByRole('textbox', { name: game.amount, exact: true });
    const button = slip(page).getByRole('button', { name: game.button, exact: true });
    await expect(amount).toBeVisible();
    await game.prepare?.(page);
    await expectFitsPhoneWidth(page);
    await expectInsideWidth(header.balance);
    await expectPlayable(amount, button);
  }

  // the cases: the list, then one case opened from it by a tap
  await page.goto('/en/games/cases');
  const firstCase = page.getByRole('list', { name: 'Cases' }).getByRole('link').first();
  await expectInsideWidth(firstCase);
  await expectFitsPhoneWidth(page);
  await firstCase.tap();
  await expect(page).toHaveURL(/\/en\/games\/cases\/[\w-]+$/);
  const open = page.getByRole('button', { name: /^Open for / });
  await expect(open).toBeVisible();
  await expectFitsPhoneWidth(page);
  await expectInsideWidth(open);
  await open.tap({ trial: true, timeout: 5_000 });
});
