import type { PlaceBetAnswer } from '../../src/contract/games/bets';
import { expect, PASSWORD, test, uniqueEmail } from './fixtures';
import { BONUS, depositThroughSandbox, play, rub } from './games-play';

/**
 * The in-house games end to end (issue 7): a deposit through the sandbox, one round of every game through its page,
 * the header balance following each answer, the bets in the history, and one of them verified on the fairness page
 * by the browser's own recomputation after the seed is revealed.
 */

test.describe('in-house games', () => {
  test('deposit, play every game once, see the balance and history, verify a bet', async ({
    page,
    auth,
    header,
    context,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/en');
    await auth.register({ email: uniqueEmail('games'), password: PASSWORD, currency: 'RUB' });
    await depositThroughSandbox(page, context, header);

    /** The header shows the main balance the last answer gave, plus the untouched bonus balance. */
    const headerFollows = async (answer: PlaceBetAnswer) =>
      expect(header.balance).toHaveText(rub(answer.balance + BONUS));
    const slip = () => page.getByRole('form', { name: 'Bet slip' });
    const played: string[] = [];

    // dice and coinflip: one bet each from the slip
    for (const game of ['dice', 'coinflip'] as const) {
      await page.goto(`/en/games/${game}`);
      const answer = await play(page, `/games/${game}/bets`, () =>
        slip().getByRole('button', { name: 'Bet', exact: true }).click(),
      );
      expect(answer.bet).toMatchObject({ game, status: 'settled' });
      await headerFollows(answer);
      await expect(
        page.getByRole('region', { name: 'My bets' }).getByRole('link', { name: 'Verify' }).first(),
      ).toBeVisible();
      played.push(game);
    }

    // keno: the numbers picked on the board
    await page.goto('/en/games/keno');
    const board = page.getByRole('group', { name: 'Keno board' });
    for (const n of ['3', '17', '40']) await board.getByRole('button', { name: n, exact: true }).click();
    const keno = await play(page, '/games/keno/bets', () =>
      slip().getByRole('button', { name: 'Bet', exact: true }).click(),
    );
    expect(keno.bet.params).toMatchObject({ numbers: [3, 17, 40] });
    await headerFollows(keno);
    played.push('keno');

    // roulette: a chip on red, then a spin
    await page.goto('/en/games/roulette');
    await page
      .getByRole('group', { name: 'Roulette table' })
      .getByRole('button', { name: 'Red', exact: true })
      .click();
    const roulette = await play(page, '/games/roulette/bets', () =>
      slip().getByRole('button', { name: 'Spin', exact: true }).click(),
    );
    expect(roulette.bet.params).toMatchObject({ chips: [{ bet: 'red' }] });
    await headerFollows(roulette);
    played.push('roulette');

    // the wheel of fortune
    await page.goto('/en/games/wheel');
    const wheel = await play(page, '/games/wheelOfFortune/bets', () =>
      slip().getByRole('button', { name: 'Bet', exact: true }).click(),
    );
    await expect(page.getByText(/^The wheel stopped on /)).toBeVisible();
    await headerFollows(wheel);
    played.push('wheelOfFortune');

    // miner: a round of one tile, cashed out unless the tile is a mine
    await page.goto('/en/games/miner');
    const started = await play(page, '/games/miner/bets', () =>
      slip().getByRole('button', { name: 'Bet', exact: true }).click(),
    );
    expect(started.bet.status).toBe('open');
    await headerFollows(started);
    const opened = await play(page, '/games/miner/reveal', () =>
      page.getByRole('group', { name: 'Minefield' }).getByRole('button').first().click(),
    );
    const miner =
      opened.bet.status === 'settled'
        ? opened
        : await play(page, '/games/miner/cashout', () =>
            slip()
              .getByRole('button', { name: /^Cash out/ })
              .click(),
          );
    expect(miner.bet.status).toBe('settled');
    await headerFollows(miner);
    played.push('miner');

    // hilo: one guess, then cash out when it was right
    await page.goto('/en/games/hilo');
    await play(page, '/games/hilo/bets', () =>
      slip().getByRole('button', { name: 'Bet', exact: true }).click(),
    );
    const guessed = await play(page, '/games/hilo/act', () =>
      page.getByRole('group', { name: 'Your guess' }).getByRole('button').first().click(),
    );
    const hilo =
      guessed.bet.status === 'settled'
        ? guessed
        : await play(page, '/games/hilo/act', () =>
            slip()
              .getByRole('button', { name: /^Cash out/ })
              .click(),
          );
    expect(hilo.bet.status).toBe('settled');
    await headerFollows(hilo);
    played.push('hilo');

    // a case: opened at its price, the item shown at once
    await page.goto('/en/games/cases/street');
    const opening = await play(page, '/games/cases/bets', () =>
      page.getByRole('button', { name: /^Open for / }).click(),
    );
    await expect(page.getByText(/^You got .+ worth /)).toBeVisible();
    await headerFollows(opening);
    played.push('cases');

    // every bet is in the history, newest first, each with a way to verify it
    await page.goto('/en/profile/bets');
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Verify' }) });
    await expect(rows).toHaveCount(played.length);

    // the dice bet (the oldest): its seed is still active, so the page reveals it by rotating, then recomputes
    await rows.last().getByRole('link', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/en\/fairness\?bet=\d+/);
    await page.getByRole('button', { name: 'Rotate and reveal' }).click();
    // the form is filled in again once the seed is revealed: a click before that checks the form without it
    const form = page.getByRole('form', { name: 'Verify a bet' });
    await expect(form.getByRole('textbox', { name: 'Server seed (revealed)' })).toHaveValue(/^[0-9a-f]{64}$/);
    await form.getByRole('button', { name: 'Verify' }).click();
    const result = page.getByRole('region', { name: 'Verification result' });
    await expect(result).toContainText('Everything matches');
    await expect(result).toContainText('The server seed hashes to the commitment shown before play.');
  });
});
