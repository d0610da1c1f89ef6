// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BET_ID } from '../../src/contract/games/bets';
import { activateLocale } from '../../src/i18n/i18n';
import { nextCell } from '../../src/views/games/miner/grid-keys';
import { loggedInApp } from './cashier-fake';
import { guestApp, openGamePage, requestsTo, textOf } from './games-fake';
import { openRound, playRoundMove, roundServer, roundState, type RoundServerState } from './rounds-fake';

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A logged-in player with `balance` roubles on the miner page of the fake round server. */
async function playMiner(state: RoundServerState, balance = 100) {
  const { app, seen } = await loggedInApp(roundServer(state), { balance, total_balance: balance });
  await openGamePage(app, '/en/games/miner');
  const slip = await screen.findByRole('form', { name: 'Bet slip' });
  const field = screen.getByRole('group', { name: 'Minefield' });
  return { app, seen, slip, field };
}

const tile = (field: HTMLElement, name: string) => within(field).getByRole('button', { name });
const balance = () => textOf(screen.getByLabelText('Balance'));
/** The game's own status line (the readouts are outputs, which are statuses too). */
const status = () => textOf(screen.getByRole('region', { name: 'Miner' }).querySelector('p[role=status]')!);
/** A name matcher that reads Intl's no-break spaces as plain ones. */
const named = (text: string) => (name: string) => name.replace(/\u00a0/g, ' ') === text;

describe('miner page', { timeout: 20_000 }, () => {
  it('opens a round, reveals a gem, and cashes out for the amount shown, with the new balance in the header', async () => {
    const state = roundState({ balance: 100, mines: [0, 1, 2] });
    const { app, seen, slip, field } = await playMiner(state);
    fireEvent.change(within(slip).getByLabelText('Bet amount'), { target: { value: '10' } });
    fireEvent.change(within(slip).getByLabelText('Mines'), { target: { value: '3' } });
    expect(tile(field, 'Tile 8').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Open a tile.')).toBeTruthy();
    const [bet] = requestsTo(seen, 'POST', '/api/v2/games/miner/bets');
    expect((bet!.body as { bet_id: string }).bet_id).toMatch(BET_ID);
    expect(bet!.body).toMatchObject({ amount: 10, params: { mines: 3 } });
    await waitFor(() => expect(balance()).toBe('₽90'));
    expect((within(slip).getByLabelText('Mines') as HTMLSelectElement).disabled).toBe(true);
    expect((within(slip).getByRole('button', { name: 'Cash out' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(tile(field, 'Tile 8'));
    expect(await within(field).findByRole('button', { name: 'Tile 8, gem' })).toBeTruthy();
    expect(requestsTo(seen, 'POST', '/api/v2/games/miner/reveal')[0]!.body).toEqual({ tile: 7 });
    expect(screen.getByLabelText('Multiplier').textContent).toBe('1.125×');
    expect(screen.getByLabelText('Next tile').textContent).toBe('1.2857×');
    expect(status()).toBe('Open another tile or cash out.');

    fireEvent.click(within(slip).getByRole('button', { name: named('Cash out ₽11.25') }));
    expect(await screen.findByText(/You won/)).toBeTruthy();
    expect(requestsTo(seen, 'POST', '/api/v2/games/miner/cashout')[0]!.body).toEqual({});
    expect(status()).toBe('Gems found: 1 · You won ₽11.25 (1.125×)');
    await waitFor(() => expect(balance()).toBe('₽101.25'));
    expect(tile(field, 'Tile 1, mine')).toBeTruthy();
    expect(tile(field, 'Tile 9, gem not opened')).toBeTruthy();
    // a new round can be bet at once, with the mine count free again
    expect((within(slip).getByRole('button', { name: 'Bet' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(slip).getByLabelText('Mines') as HTMLSelectElement).disabled).toBe(false);
    app.dispose();
  });

  it('loses on a mine: the hit mine is marked, the other mines shown, the stake kept by the house', async () => {
    const state = roundState({ balance: 100, mines: [0, 1, 2] });
    const { app, slip, field } = await playMiner(state);
    fireEvent.change(within(slip).getByLabelText('Bet amount'), { target: { value: '10' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    await screen.findByText('Open a tile.');
    fireEvent.click(tile(field, 'Tile 2'));
    expect(await within(field).findByRole('button', { name: 'Tile 2, the mine you hit' })).toBeTruthy();
    expect(tile(field, 'Tile 1, mine')).toBeTruthy();
    expect(tile(field, 'Tile 3, mine')).toBeTruthy();
    expect(status()).toBe('You hit a mine · No win this time.');
    expect(balance()).toBe('₽90');
    expect(tile(field, 'Tile 5, gem not opened').getAttribute('aria-disabled')).toBe('true');
    app.dispose();
  });

  it('shows a refused move translated and keeps the round playing', async () => {
    const state = roundState({ balance: 100 });
    const { app, seen, slip, field } = await playMiner(state);
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    await screen.findByText('Open a tile.');
    state.refuseNextMove = { status: 422, code: 'tile_revealed' };
    fireEvent.click(tile(field, 'Tile 10'));
    expect(await within(slip).findByText('This tile is already open.')).toBeTruthy();
    expect(tile(field, 'Tile 10').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(tile(field, 'Tile 10'));
    expect(await within(field).findByRole('button', { name: 'Tile 10, gem' })).toBeTruthy();
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(requestsTo(seen, 'POST', '/api/v2/games/miner/reveal')).toHaveLength(2);
    app.dispose();
  });

  it('picks up the round left open before a reload: its mines, gems, stake and cash-out', async () => {
    const state = roundState({ balance: 100, mines: [20, 21, 22, 23, 24] });
    openRound(state, 'miner', { bet_id: 'bet-before-reload', amount: 20, params: { mines: 5 } });
    const { app, seen } = await loggedInApp(roundServer(state), { balance: 80, total_balance: 80 });
    playRoundMove(state, 'miner', 'reveal', { tile: 0 });
    await openGamePage(app, '/en/games/miner');
    const field = await screen.findByRole('group', { name: 'Minefield' });
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect(await within(field).findByRole('button', { name: 'Tile 1, gem' })).toBeTruthy();
    expect(requestsTo(seen, 'GET', '/api/v2/games/miner/round')).toHaveLength(1);
    expect((within(slip).getByLabelText('Mines') as HTMLSelectElement).value).toBe('5');
    expect((within(slip).getByLabelText('Bet amount') as HTMLInputElement).value).toBe('20');
    // 20 × 0.99 · 25/20
    fireEvent.click(within(slip).getByRole('button', { name: named('Cash out ₽24.75') }));
    expect(await screen.findByText(/You won ₽24.75/)).toBeTruthy();
    await waitFor(() => expect(balance()).toBe('₽104.75'));
    app.dispose();
  });

  it('picks up the round another tab opened when a bet is refused for it', async () => {
    const state = roundState({ balance: 100 });
    const { app, seen, slip, field } = await playMiner(state);
    openRound(state, 'miner', { bet_id: 'bet-other-tab', amount: 5, params: { mines: 3 } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Open a tile.')).toBeTruthy();
    expect(requestsTo(seen, 'GET', '/api/v2/games/miner/round')).toHaveLength(2);
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect(tile(field, 'Tile 4').getAttribute('aria-disabled')).toBeNull();
    app.dispose();
  });

  it('moves between tiles with the arrow keys', async () => {
    const { app, field } = await playMiner(roundState({ balance: 100 }));
    tile(field, 'Tile 7').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tile(field, 'Tile 8'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tile(field, 'Tile 13'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(tile(field, 'Tile 11'));
    app.dispose();
  });

  it('lets a guest play a round in demo, picked up again after a reload, without calling the server', async () => {
    const state = roundState({ balance: 0 });
    const { app, seen } = guestApp(roundServer(state));
    await openGamePage(app, '/en/games/miner');
    expect(await screen.findByRole('region', { name: 'Demo mode' })).toBeTruthy();
    const slip = await screen.findByRole('form', { name: 'Bet slip' });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    const field = screen.getByRole('group', { name: 'Minefield' });
    await waitFor(() => expect(within(slip).getByRole('button', { name: /^Cash out/ })).toBeTruthy());
    expect(within(field).getAllByRole('button').length).toBe(25);
    app.dispose();
    cleanup();
    const again = guestApp(roundServer(state));
    await openGamePage(again.app, '/en/games/miner');
    const reopened = await screen.findByRole('form', { name: 'Bet slip' });
    await waitFor(() => expect(within(reopened).getByRole('button', { name: /^Cash out/ })).toBeTruthy());
    for (const { seen: calls } of [{ seen }, { seen: again.seen }]) {
      expect(requestsTo(calls, 'GET', '/api/v2/games/miner/round')).toHaveLength(0);
      expect(requestsTo(calls, 'POST', '/api/v2/games/miner/bets')).toHaveLength(0);
    }
    again.app.dispose();
  });
});

describe('nextCell', () => {
  it('keeps the focus inside the 5 × 5 grid', () => {
    expect(nextCell('ArrowLeft', 0, 5, 25)).toBe(0);
    expect(nextCell('ArrowUp', 3, 5, 25)).toBe(3);
    expect(nextCell('ArrowDown', 22, 5, 25)).toBe(22);
    expect(nextCell('ArrowRight', 24, 5, 25)).toBe(24);
    expect(nextCell('End', 11, 5, 25)).toBe(14);
    expect(nextCell('Enter', 11, 5, 25)).toBeNull();
  });
});
