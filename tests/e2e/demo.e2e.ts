import type { Request } from '@playwright/test';
import { feedAnswer } from '../../src/contract/games/bets';
import { apiOriginOf, expect, PASSWORD, SITE, test, uniqueEmail } from './fixtures';
import { rub } from './games-play';
import { FIRST_DIALOG_TIMEOUT } from './models/auth.model';

/**
 * Demo play (issue 16): a guest plays dice and miner with play money, clearly marked, and verifies a demo bet with
 * the same verifier. Nothing reaches the server but its public reads: no request that could write (the only way to
 * the ledger) leaves the browser, and the public feed never shows a demo bet.
 */
test.describe('demo play for guests', () => {
  test('a guest plays dice and miner in demo and verifies a bet; the server is never asked to move money', async ({
    page,
    api,
  }) => {
    // two games, a dozen rounds and the verifier: 12 s alone, over 30 s beside the rest of the suite on two cores
    test.setTimeout(60_000);
    const apiHost = new URL(apiOriginOf(SITE)).host;
    const writes: string[] = [];
    const gameCalls: string[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.host !== apiHost) return;
      if (/^\/api\/v2\/(games\/(?!settings|feed)|fair\/)/.test(url.pathname))
        gameCalls.push(`${request.method()} ${url.pathname}`);
      // the site's middleware lookups (mirror, IP) are POSTs by SPEC §4 that write nothing
      const lookup = url.pathname.startsWith('/middleware/');
      if (request.method() !== 'GET' && request.method() !== 'OPTIONS' && !lookup)
        writes.push(`${request.method()} ${url.pathname}`);
    });
    const feedBefore = feedAnswer.parse(await (await api.get('/api/v2/games/feed')).json()).data;

    await page.goto('/en/games/dice');
    const banner = page.getByRole('region', { name: 'Demo mode' });
    await expect(banner).toContainText('You play with play money');
    await expect(banner).toContainText(`Demo balance: ${rub(10_000)}`);
    const slip = page.getByRole('form', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: /^Bet amount/ }).fill('100');
    await slip.getByRole('button', { name: 'Bet', exact: true }).click();
    const myBets = page.getByRole('region', { name: 'My bets' });
    await expect(myBets.getByRole('listitem')).toHaveCount(1);
    // the balance moved by the stake and whatever the roll paid
    await expect(banner).not.toContainText(`Demo balance: ${rub(10_000)}`);
    const afterDice = await banner.locator('[data-demo-balance]').textContent();

    await page.goto('/en/games/miner');
    await expect(banner).toContainText(afterDice!.trim());
    await slip.getByRole('button', { name: 'Bet', exact: true }).click();
    await page.getByRole('group', { name: 'Minefield' }).getByRole('button').first().click();
    const cashOut = slip.getByRole('button', { name: /^Cash out/ });
    // a gem leaves the round open to cash out; a mine ends it
    if (await cashOut.isEnabled({ timeout: 2_000 }).catch(() => false)) await cashOut.click();
    await expect(page.getByRole('region', { name: 'My bets' }).getByRole('listitem')).toHaveCount(1);

    // the demo bet verified as any bet: its seed revealed by rotating the demo pair, then recomputed in the page
    await page.getByRole('region', { name: 'My bets' }).getByRole('link', { name: 'Verify' }).first().click();
    await expect(page.getByRole('heading', { name: 'Your demo seeds' })).toBeVisible();
    await page.getByRole('button', { name: 'Rotate and reveal' }).click();
    const form = page.getByRole('form', { name: 'Verify a bet' });
    await expect(form.getByRole('textbox', { name: 'Server seed (revealed)' })).toHaveValue(/^[0-9a-f]{64}$/);
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('region', { name: 'Verification result' })).toContainText(
      'Everything matches',
    );

    // the play money stays across a reload, and the refill puts it back
    await page.goto('/en/games/dice');
    await expect(banner).not.toContainText(`Demo balance: ${rub(10_000)}`);
    await banner.getByRole('button', { name: 'Refill' }).click();
    await expect(banner).toContainText(`Demo balance: ${rub(10_000)}`);

    expect(gameCalls, 'no bet, move or seed call reached the server').toEqual([]);
    expect(writes, 'no request that could write left the browser').toEqual([]);
    const feedAfter = feedAnswer.parse(await (await api.get('/api/v2/games/feed')).json()).data;
    expect(feedAfter.filter((bet) => !feedBefore.some((seen) => seen.id === bet.id))).toEqual([]);
  });

  test('a guest who signs up leaves demo: the real balance and the real seeds, no play money', async ({
    page,
    auth,
  }) => {
    await page.goto('/en/games/dice');
    await expect(page.getByRole('region', { name: 'Demo mode' })).toBeVisible();
    await page
      .getByRole('region', { name: 'Demo mode' })
      .getByRole('button', { name: 'Play for real' })
      .click();
    await expect(auth.registerDialog).toBeVisible({ timeout: FIRST_DIALOG_TIMEOUT });
    await auth.register({ email: uniqueEmail('demo'), password: PASSWORD, currency: 'RUB' });
    await expect(page.getByRole('region', { name: 'Demo mode' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'My bets' })).toContainText(
      'You have no bets in this game yet.',
    );
  });
});
