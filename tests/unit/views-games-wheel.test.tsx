// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wheelDisplayTable, type WheelOfFortuneParams } from '../../src/contract/games/wheel-of-fortune';
import { activateLocale } from '../../src/i18n/i18n';
import { multiplierCounts, segmentColor, ZERO_COLOR } from '../../src/views/games/wheel/wheel-colors';
import { loggedInApp } from './cashier-fake';
import { openGamePage, requestsTo, textOf, type GameServerState } from './games-fake';
import { refusal, settlingServer, type Settle } from './games-fake-settle';

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const BETS = '/api/v2/games/wheelOfFortune/bets';

/** Every spin stops on the first segment and pays what the wheel's table says it pays. */
const stopOnFirst: Settle = (params) => ({
  outcome: { segment: 0 },
  multiplier: wheelDisplayTable(params as WheelOfFortuneParams)[0]!,
});

/** A logged-in player with `balance` roubles on the wheel page of a fake server that settles as `settle`. */
async function playWheel(settle: Settle, balance = 100) {
  const state: GameServerState = { balanceMinor: balance * 100, bets: [], script: [], off: [] };
  const { app, seen } = await loggedInApp(settlingServer(state, 'wheelOfFortune', settle), {
    balance,
    total_balance: balance,
  });
  await openGamePage(app, '/en/games/wheel');
  const slip = await screen.findByRole('form', { name: 'Bet slip' });
  return { app, seen, slip };
}

const legend = () =>
  within(screen.getByRole('list', { name: 'Multipliers' }))
    .getAllByRole('listitem')
    .map(textOf);

describe('wheel colours', () => {
  it('colours nothing grey and bigger multipliers in other colours', () => {
    expect(segmentColor(0)).toBe(ZERO_COLOR);
    const medium = multiplierCounts(wheelDisplayTable({ segments: 50, risk: 'medium' })).map(
      (m) => m.multiplier,
    );
    expect(medium).toEqual([0, 1.5, 2, 3, 5]);
    expect(new Set(medium.map(segmentColor)).size).toBe(5);
    expect(segmentColor(29.7)).not.toBe(segmentColor(49.5));
    expect(multiplierCounts([1.5, 0, 1.2, 1.2, 0])).toEqual([
      { multiplier: 0, count: 2 },
      { multiplier: 1.2, count: 2 },
      { multiplier: 1.5, count: 1 },
    ]);
  });
});

// the first render of a game page loads its route and compiles its modules: slow on a busy machine
describe('wheel of fortune page', { timeout: 20_000 }, () => {
  it('is a game of the site, with its title and a tile on the home page', async () => {
    const { app } = await playWheel(stopOnFirst);
    expect(screen.getByRole('heading', { level: 1, name: 'Wheel of fortune' })).toBeTruthy();
    cleanup();
    await openGamePage(app, '/en');
    const tile = await screen.findByRole('link', { name: /Wheel of fortune/ });
    expect(tile.getAttribute('href')).toBe('/en/games/wheel');
    app.dispose();
  });

  it('spins the chosen wheel and risk, and shows where it stopped, the win and the balance', async () => {
    const { app, seen, slip } = await playWheel(stopOnFirst);
    expect(legend()).toEqual(['0.00×20%', '1.20×70%', '1.50×10%']);
    fireEvent.click(screen.getByRole('tab', { name: '30' }));
    fireEvent.click(screen.getByRole('tab', { name: 'High' }));
    expect(legend()).toEqual(['0.00×96.67%', '29.70×3.33%']);
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    const outcome = await screen.findByText(/You won/);
    expect(textOf(outcome.closest('[role=status]')!)).toBe(
      'The wheel stopped on 29.70× · You won ₽29.70 (29.70×)',
    );
    expect(requestsTo(seen, 'POST', BETS)[0]!.body).toMatchObject({
      amount: 1,
      params: { segments: 30, risk: 'high' },
    });
    // 100 − 1 + 29.70
    await waitFor(() => expect(textOf(screen.getByLabelText('Balance'))).toBe('₽128.70'));
    const won = within(screen.getByRole('list', { name: 'Multipliers' }))
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true');
    expect(textOf(won!)).toBe('29.70×3.33%');
    const myBets = screen.getByRole('region', { name: 'My bets' });
    expect(await within(myBets).findByRole('link', { name: 'Verify' })).toBeTruthy();
    app.dispose();
  });

  it('shows a refused spin translated', async () => {
    const { app, slip } = await playWheel(() =>
      refusal('amount_above_maximum', 'amount', 'The bet is above the maximum for this game.'),
    );
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    expect(await within(slip).findByText('The amount is above the maximum.')).toBeTruthy();
    expect(textOf(screen.getByLabelText('Balance'))).toBe('₽100');
    app.dispose();
  });
});
