// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kenoPaytableDisplay, type KenoParams } from '../../src/contract/games/keno';
import { activateLocale } from '../../src/i18n/i18n';
import { autoPickCount, randomPicks, togglePick } from '../../src/views/games/keno/keno-picks';
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

const BETS = '/api/v2/games/keno/bets';

/** The draw of every bet: 12 and 33 among ten numbers, paid as the medium paytable pays 2 hits of 3. */
const DRAWN = [12, 1, 2, 3, 4, 33, 6, 7, 8, 9];
const drawTwoHits: Settle = (params) => {
  const { numbers, risk } = params as KenoParams;
  const hits = DRAWN.filter((n) => numbers.includes(n));
  const multiplier = kenoPaytableDisplay(risk, numbers.length)[hits.length]!.multiplier;
  return { outcome: { drawn: DRAWN, hits }, multiplier };
};

/** A logged-in player with `balance` roubles on the keno page of a fake server that settles bets as `settle`. */
async function playKeno(settle: Settle, balance = 100) {
  const state: GameServerState = { balanceMinor: balance * 100, bets: [], script: [], off: [] };
  const { app, seen } = await loggedInApp(settlingServer(state, 'keno', settle), {
    balance,
    total_balance: balance,
  });
  await openGamePage(app, '/en/games/keno');
  const slip = await screen.findByRole('form', { name: 'Bet slip' });
  const board = screen.getByRole('group', { name: 'Keno board' });
  const pick = (...numbers: number[]) => {
    for (const n of numbers) fireEvent.click(within(board).getByRole('button', { name: String(n) }));
  };
  return { app, seen, slip, board, pick };
}

const betButton = (slip: HTMLElement) =>
  within(slip).getByRole('button', { name: 'Bet' }) as HTMLButtonElement;
const picked = (board: HTMLElement) =>
  within(board)
    .queryAllByRole('button', { pressed: true })
    .map((b) => Number(b.textContent));

describe('keno picks', () => {
  it('adds and removes a number, never past the tenth', () => {
    expect(togglePick([3, 7], 7)).toEqual([3]);
    expect(togglePick([3], 7)).toEqual([3, 7]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
  });

  it('auto picks distinct board numbers, as many as picked or ten on an empty board', () => {
    expect(autoPickCount([])).toBe(10);
    expect(autoPickCount([4, 9, 30])).toBe(3);
    // a source that always says 0 keeps each number where it is: the first three
    expect(randomPicks(3, () => 0)).toEqual([1, 2, 3]);
    // one that always says almost 1 swaps the last number forward each time, sorted afterwards
    expect(randomPicks(3, () => 0.999999)).toEqual([1, 2, 40]);
    const picks = randomPicks(10);
    expect(new Set(picks).size).toBe(10);
    expect(picks.every((n) => Number.isInteger(n) && n >= 1 && n <= 40)).toBe(true);
  });
});

// the first render of a game page loads its route and compiles its modules: slow on a busy machine
describe('keno page', { timeout: 20_000 }, () => {
  it('bets the picked numbers and risk, shows the hits, the win, the draw in order and the header balance', async () => {
    const { app, seen, slip, pick } = await playKeno(drawTwoHits);
    expect(textOf(screen.getByLabelText('Balance'))).toBe('₽100');
    pick(33, 5, 12);
    fireEvent.click(screen.getByRole('tab', { name: 'Medium' }));
    const paytable = screen.getByRole('table', { name: 'Paytable' });
    expect(within(paytable).getAllByRole('row')).toHaveLength(5);
    fireEvent.click(betButton(slip));
    const outcome = await screen.findByText(/You won/);
    expect(textOf(outcome.closest('[role=status]')!)).toBe('Hits: 2 of 3 · You won ₽2.80 (2.80×)');
    const [post] = requestsTo(seen, 'POST', BETS);
    expect(post!.body).toMatchObject({ amount: 1, params: { risk: 'medium', numbers: [5, 12, 33] } });
    // 100 − 1 + 2.80
    await waitFor(() => expect(textOf(screen.getByLabelText('Balance'))).toBe('₽101.80'));
    const drawn = screen.getByRole('list', { name: 'Drawn numbers' });
    expect(within(drawn).getAllByRole('listitem').map(textOf)).toEqual(DRAWN.map(String));
    const row = within(paytable)
      .getAllByRole('row')
      .find((r) => r.getAttribute('aria-current') === 'true');
    expect(textOf(within(row!).getByRole('rowheader'))).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Skip animation' }));
    expect(screen.queryByRole('button', { name: 'Skip animation' })).toBeNull();
    expect(within(drawn).getAllByRole('listitem')).toHaveLength(10);
    app.dispose();
  });

  it('explains that numbers must be picked, holds the picks to ten, auto picks and clears', async () => {
    const { app, seen, slip, board, pick } = await playKeno(drawTwoHits);
    expect(betButton(slip).disabled).toBe(true);
    expect(screen.getByText('Pick 1 to 10 numbers.')).toBeTruthy();
    expect(screen.getByText('Pick numbers to see what they pay.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Auto pick' }));
    expect(picked(board)).toHaveLength(10);
    expect(screen.getByText('Picked 10 of 10')).toBeTruthy();
    expect(screen.queryByText('Pick 1 to 10 numbers.')).toBeNull();
    expect(betButton(slip).disabled).toBe(false);
    const unpicked = within(board).getAllByRole('button', { pressed: false })[0]!;
    expect(unpicked.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(unpicked);
    expect(picked(board)).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(picked(board)).toEqual([]);
    expect(betButton(slip).disabled).toBe(true);
    pick(1, 2, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Auto pick' }));
    expect(picked(board)).toHaveLength(3);
    expect(requestsTo(seen, 'POST', BETS)).toHaveLength(0);
    app.dispose();
  });

  it('moves across the board with the arrow keys, by row and by number', async () => {
    const { app, board } = await playKeno(drawTwoHits);
    const number = (n: number) => within(board).getByRole('button', { name: String(n) });
    number(1).focus();
    fireEvent.keyDown(number(1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(number(9));
    fireEvent.keyDown(number(9), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(number(10));
    fireEvent.keyDown(number(10), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(number(2));
    fireEvent.keyDown(number(2), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(number(2));
    app.dispose();
  });

  it('shows a refused bet translated', async () => {
    const { app, slip, pick } = await playKeno(() =>
      refusal('game_unavailable', 'game', 'This game cannot be played in RUB'),
    );
    pick(7);
    fireEvent.click(betButton(slip));
    expect(
      await within(slip).findByText('This game cannot be played in your currency right now.'),
    ).toBeTruthy();
    expect(textOf(screen.getByLabelText('Balance'))).toBe('₽100');
    app.dispose();
  });

  it('runs autobet with the picks and risk, each bet with its own id', async () => {
    const { app, seen, slip, pick } = await playKeno(drawTwoHits);
    pick(12, 20);
    fireEvent.click(screen.getByRole('tab', { name: 'High' }));
    fireEvent.click(within(slip).getByRole('tab', { name: 'Auto' }));
    fireEvent.change(within(slip).getByLabelText('Number of bets'), { target: { value: '2' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Start autobet' }));
    expect(
      await within(slip).findByText('Autobet finished: every bet is placed.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    const posts = requestsTo(seen, 'POST', BETS);
    expect(posts.map((r) => (r.body as { params: unknown }).params)).toEqual([
      { risk: 'high', numbers: [12, 20] },
      { risk: 'high', numbers: [12, 20] },
    ]);
    expect(new Set(posts.map((r) => (r.body as { bet_id: string }).bet_id)).size).toBe(2);
    app.dispose();
  });
});
