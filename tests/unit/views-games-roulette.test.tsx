// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INSIDE_PLACEMENTS, roulettePayout, type RouletteParams } from '../../src/contract/games/roulette';
import { toNumber } from '../../src/contract/games/ratio';
import { activateLocale } from '../../src/i18n/i18n';
import { spotPoint } from '../../src/views/games/roulette/roulette-geometry';
import { stackChips, totalStake } from '../../src/views/games/roulette/roulette-chips';
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

const BETS = '/api/v2/games/roulette/bets';

/** Every spin lands on 17 (black, second dozen) and pays as the contract's payout says. */
const landOn17: Settle = (params) => ({
  outcome: { pocket: 17 },
  multiplier: toNumber(roulettePayout({ pocket: 17 }, params as RouletteParams)),
});

/** A logged-in player with `balance` roubles on the roulette page of a fake server that settles as `settle`. */
async function playRoulette(settle: Settle, balance = 100) {
  const state: GameServerState = { balanceMinor: balance * 100, bets: [], script: [], off: [] };
  const { app, seen } = await loggedInApp(settlingServer(state, 'roulette', settle), {
    balance,
    total_balance: balance,
  });
  await openGamePage(app, '/en/games/roulette');
  const slip = await screen.findByRole('form', { name: 'Bet slip' });
  const table = screen.getByRole('group', { name: 'Roulette table' });
  const chipValue = within(slip).getByLabelText('Chip value') as HTMLInputElement;
  const put = (value: string, ...places: string[]) => {
    fireEvent.change(chipValue, { target: { value } });
    for (const name of places) fireEvent.click(within(table).getByRole('button', { name }));
  };
  return { app, seen, slip, table, put };
}

const spinButton = (slip: HTMLElement) =>
  within(slip).getByRole('button', { name: 'Spin' }) as HTMLButtonElement;
const totalOf = (slip: HTMLElement) => textOf(within(slip).getByText(/^Total bet:/));

describe('roulette chips and table', () => {
  it('stacks the chips of one place in exact minor units and totals the spin', () => {
    const placed = [
      { spot: { bet: 'red' as const }, amount: 1.1 },
      { spot: { bet: 'split' as const, numbers: [2, 1] }, amount: 1 },
      { spot: { bet: 'red' as const }, amount: 2.2 },
      { spot: { bet: 'split' as const, numbers: [1, 2] }, amount: 0.5 },
    ];
    expect(stackChips(placed, 'RUB')).toEqual([
      { bet: 'red', amount: 3.3 },
      { bet: 'split', numbers: [2, 1], amount: 1.5 },
    ]);
    expect(totalStake(placed, 'RUB')).toBe(4.8);
  });

  it('puts each inside bet on the lines of the numbers it covers', () => {
    expect(spotPoint('split', [1, 2])).toEqual({ x: 1 / 3, y: 1.5 / 13 });
    expect(spotPoint('split', [1, 4])).toEqual({ x: 0.5 / 3, y: 2 / 13 });
    expect(spotPoint('split', [0, 3])).toEqual({ x: 2.5 / 3, y: 1 / 13 });
    expect(spotPoint('corner', [1, 2, 4, 5])).toEqual({ x: 1 / 3, y: 2 / 13 });
    expect(spotPoint('street', [34, 35, 36])).toEqual({ x: 1, y: 12.5 / 13 });
    expect(spotPoint('line', [1, 2, 3, 4, 5, 6])).toEqual({ x: 1, y: 2 / 13 });
    expect(spotPoint('trio', [0, 2, 3])).toEqual({ x: 2 / 3, y: 1 / 13 });
    expect(spotPoint('firstFour', [0, 1, 2, 3])).toEqual({ x: 0, y: 1 / 13 });
  });
});

// the first render of a game page loads its route and compiles its modules: slow on a busy machine
describe('roulette page', { timeout: 20_000 }, () => {
  it('offers a place for every inside bet of the table', async () => {
    const { app, table } = await playRoulette(landOn17);
    const spots = within(table).getAllByRole('button').length;
    const inside = Object.values(INSIDE_PLACEMENTS).reduce((n, placements) => n + placements.length, 0);
    // every inside placement, 3 dozens, 3 columns, 6 even-money boxes
    expect(spots).toBe(inside + 12);
    expect(within(table).getByRole('button', { name: 'Corner 17, 18, 20, 21' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'First four 0, 1, 2, 3' })).toBeTruthy();
    app.dispose();
  });

  it('spins the chips on the table: their amounts add up to the bet, the pocket, the win and the balance', async () => {
    const { app, seen, slip, put } = await playRoulette(landOn17);
    put('2', 'Number 17', 'Red', 'Dozen 2', 'Split 1, 2');
    put('1', 'Red');
    expect(totalOf(slip)).toBe('Total bet: ₽9');
    fireEvent.click(within(slip).getByRole('button', { name: 'Undo' }));
    put('2', 'Red');
    const chips = within(slip).getByRole('list', { name: 'Your chips' });
    expect(within(chips).getAllByRole('listitem').map(textOf)).toEqual([
      'Number 17₽2',
      'Red₽4',
      'Dozen 2₽2',
      'Split 1, 2₽2',
    ]);
    expect(totalOf(slip)).toBe('Total bet: ₽10');
    fireEvent.click(spinButton(slip));
    const outcome = await screen.findByText(/You won/);
    // straight 2 × 36.63 + dozen 2 × 3.0525 = 79.365, paid down to the kopeck
    expect(textOf(outcome.closest('[role=status]')!)).toBe(
      'The ball landed on 17 (black). · You won ₽79.36 (7.9365×)',
    );
    const body = requestsTo(seen, 'POST', BETS)[0]!.body as { amount: number; params: RouletteParams };
    expect(body.amount).toBe(10);
    expect(body.params.chips).toEqual([
      { bet: 'straight', numbers: [17], amount: 2 },
      { bet: 'red', amount: 4 },
      { bet: 'dozen', dozen: 2, amount: 2 },
      { bet: 'split', numbers: [1, 2], amount: 2 },
    ]);
    // 100 − 10 + 79.36
    await waitFor(() => expect(textOf(screen.getByLabelText('Balance'))).toBe('₽169.36'));
    expect(totalOf(slip)).toBe('Total bet: ₽10');
    app.dispose();
  });

  it('sends exact decimal stakes when chips of different values share a place', async () => {
    const { app, seen, slip, put } = await playRoulette(landOn17);
    put('1.1', 'Odd');
    put('2.2', 'Odd');
    expect(totalOf(slip)).toBe('Total bet: ₽3.30');
    fireEvent.click(spinButton(slip));
    await screen.findByText(/The ball landed on 17/);
    expect(requestsTo(seen, 'POST', BETS)[0]!.body).toMatchObject({
      amount: 3.3,
      params: { chips: [{ bet: 'odd', amount: 3.3 }] },
    });
    app.dispose();
  });

  it('explains an empty table, a stake above the balance and a chip value out of limits', async () => {
    const { app, seen, slip, table, put } = await playRoulette(landOn17, 5);
    expect(spinButton(slip).disabled).toBe(true);
    expect(within(slip).getByText('Place at least one chip on the table.')).toBeTruthy();
    put('2', 'Black', 'Even', '19–36');
    expect(within(slip).getByText('Not enough money: your balance is ₽5.')).toBeTruthy();
    expect(spinButton(slip).disabled).toBe(true);
    fireEvent.click(within(slip).getByRole('button', { name: 'Clear' }));
    expect(totalOf(slip)).toBe('Total bet: ₽0');
    put('0.5', 'Column 1');
    expect(textOf(within(slip).getByRole('alert'))).toBe('The minimum bet is ₽1.');
    expect(within(table).getByRole('button', { name: 'Column 1' }).textContent).toBe('2:1');
    expect(totalOf(slip)).toBe('Total bet: ₽0');
    expect(requestsTo(seen, 'POST', BETS)).toHaveLength(0);
    app.dispose();
  });

  it('shows a refused spin translated and keeps the chips', async () => {
    const { app, slip, put } = await playRoulette(() =>
      refusal('amount_mismatch', 'amount', 'The amount is not the total of the chips.'),
    );
    put('3', 'Number 0');
    fireEvent.click(spinButton(slip));
    expect(await within(slip).findByText('The amount does not match what the bet costs.')).toBeTruthy();
    expect(totalOf(slip)).toBe('Total bet: ₽3');
    expect(textOf(screen.getByLabelText('Balance'))).toBe('₽100');
    app.dispose();
  });

  it('spins with Space and lists what each kind of bet pays', async () => {
    const { app, seen, put } = await playRoulette(landOn17);
    const payouts = screen.getByRole('region', { name: 'Payouts' });
    const pays = (kind: string) => textOf(within(payouts).getByText(kind).nextElementSibling!);
    expect(pays('Straight')).toBe('36.63×');
    expect(pays('Split')).toBe('18.315×');
    expect(pays('Corner')).toBe('9.1575×');
    expect(pays('Line')).toBe('6.105×');
    expect(pays('Dozen')).toBe('3.0525×');
    expect(pays('Red, black, even, odd, 1–18, 19–36')).toBe('2.035×');
    put('5', 'Street 1, 2, 3');
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    await waitFor(() => expect(requestsTo(seen, 'POST', BETS)).toHaveLength(1));
    expect(requestsTo(seen, 'POST', BETS)[0]!.body).toMatchObject({
      amount: 5,
      params: { chips: [{ bet: 'street', numbers: [1, 2, 3], amount: 5 }] },
    });
    expect(await screen.findByText(/No win this time/)).toBeTruthy();
    app.dispose();
  });
});
