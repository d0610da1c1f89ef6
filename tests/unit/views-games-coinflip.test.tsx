// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/i18n/i18n';
import { loggedInApp } from './cashier-fake';
import { gameServer, guestApp, openGamePage, requestsTo, textOf, type GameServerState } from './games-fake';

// The whole site renders for each test: give slow machines room
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(cleanup);

const BETS = '/api/v2/games/coinflip/bets';

/**
 * The coinflip page of a player whose page knows 5 RUB of main balance and `bonus` of bonus money, on a server whose
 * balance was spent meanwhile: it refuses the next bet for the balance.
 */
async function shortOfMoney(bonus: number) {
  const short = {
    status: 422,
    body: {
      message: 'Insufficient funds.',
      code: 'insufficient_funds',
      errors: { amount: ['insufficient_funds: Insufficient funds'] },
    },
  };
  const state: GameServerState = { balanceMinor: 0, bets: [], script: [short], off: [] };
  const { app } = await loggedInApp(gameServer(state), {
    balance: 5,
    bonus_balance: bonus,
    total_balance: 5 + bonus,
  });
  await openGamePage(app, '/en/games/coinflip');
  const slip = await screen.findByRole('form', { name: 'Bet slip' });
  return { app, slip, amount: within(slip).getByLabelText('Bet amount') };
}

describe('coinflip page', { timeout: 30_000 }, () => {
  it('calls a side, shows where the coin landed and what it paid, and the header balance', async () => {
    const state: GameServerState = { balanceMinor: 10_000, bets: [], script: ['loss', 'win'], off: [] };
    const { app, seen } = await loggedInApp(gameServer(state), { balance: 100, total_balance: 100 });
    await openGamePage(app, '/en/games/coinflip');
    const slip = await screen.findByRole('form', { name: 'Bet slip' });
    expect(textOf(screen.getByText(/A right call pays/))).toBe('A right call pays 1.98×');
    const call = screen.getByRole('group', { name: 'Your call' });
    expect(within(call).getByRole('button', { name: 'Heads' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(within(slip).getByLabelText('Bet amount'), { target: { value: '10' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    const lost = await screen.findByText(/No win this time/);
    expect(textOf(lost.closest('[role=status]')!)).toBe('Landed on Tails · No win this time.');
    await waitFor(() => expect(textOf(screen.getByLabelText('Balance'))).toBe('₽90'));

    fireEvent.click(within(call).getByRole('button', { name: 'Tails' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    const won = await screen.findByText(/You won/);
    expect(textOf(won.closest('[role=status]')!)).toBe('Landed on Tails · You won ₽19.80 (1.98×)');
    await waitFor(() => expect(textOf(screen.getByLabelText('Balance'))).toBe('₽99.80'));
    expect(requestsTo(seen, 'POST', BETS).map((r) => r.body)).toMatchObject([
      { amount: 10, params: { side: 'heads' } },
      { amount: 10, params: { side: 'tails' } },
    ]);
    const myBets = screen.getByRole('region', { name: 'My bets' });
    await waitFor(() => expect(within(myBets).getAllByRole('link', { name: 'Verify' })).toHaveLength(2));
    app.dispose();
  });

  it('shows the game’s failure translated by its key', async () => {
    const unavailable = {
      status: 422,
      body: {
        message: 'This game cannot be played in RUB.',
        code: 'game_unavailable',
        errors: { game: ['game_unavailable: This game cannot be played in RUB'] },
      },
    };
    const state: GameServerState = { balanceMinor: 10_000, bets: [], script: [unavailable], off: [] };
    const { app } = await loggedInApp(gameServer(state), { balance: 100, total_balance: 100 });
    await openGamePage(app, '/en/games/coinflip');
    const slip = await screen.findByRole('form', { name: 'Bet slip' });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    expect(
      await within(slip).findByText('This game cannot be played in your currency right now.'),
    ).toBeTruthy();
    expect(textOf(screen.getByLabelText('Balance'))).toBe('₽100');
    app.dispose();
  });

  it('says that bets are paid from the main balance when the player also holds bonus money', async () => {
    const { app, slip, amount } = await shortOfMoney(50);
    fireEvent.change(amount, { target: { value: '20' } });
    expect(textOf(within(slip).getByRole('alert'))).toBe(
      'Not enough money: your main balance is ₽5. Your bonus balance moves to it once the bonus is wagered.',
    );
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    expect(await within(slip).findByText('There is not enough money on your balance.')).toBeTruthy();
    expect(
      within(slip).getByText(
        'Bets are paid from your main balance. Your bonus balance moves to it once the bonus is wagered.',
      ),
    ).toBeTruthy();
    app.dispose();
  });

  it('says nothing of a bonus balance the player does not hold', async () => {
    const { app, slip, amount } = await shortOfMoney(0);
    fireEvent.change(amount, { target: { value: '20' } });
    expect(textOf(within(slip).getByRole('alert'))).toBe('Not enough money: your balance is ₽5.');
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    expect(await within(slip).findByText('There is not enough money on your balance.')).toBeTruthy();
    expect(within(slip).queryByText(/Bets are paid from your main balance/)).toBeNull();
    app.dispose();
  });

  it('lets a guest flip in demo without calling the server', async () => {
    const state: GameServerState = { balanceMinor: 0, bets: [], script: ['loss'], off: [] };
    const { app, seen } = guestApp(gameServer(state));
    await openGamePage(app, '/en/games/coinflip');
    expect(await screen.findByRole('region', { name: 'Demo mode' })).toBeTruthy();
    const slip = await screen.findByRole('form', { name: 'Bet slip' });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'My bets' }).querySelectorAll('li')).toHaveLength(1),
    );
    expect(requestsTo(seen, 'POST', BETS)).toHaveLength(0);
    app.dispose();
  });
});
