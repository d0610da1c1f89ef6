// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BET_ID } from '../../src/contract/games/bets';
import { activateLocale } from '../../src/i18n/i18n';
import { loggedInApp } from './cashier-fake';
import {
  gameServer,
  guestApp,
  openGamePage,
  requestsTo,
  textOf,
  type BetScript,
  type GameServerState,
} from './games-fake';

// The whole site renders for each test: give slow machines room
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const BETS = '/api/v2/games/dice/bets';

/** A logged-in player with `balance` roubles on the dice page of a fake server that plays `script`. */
async function playDice(script: BetScript, balance = 100) {
  const state: GameServerState = { balanceMinor: balance * 100, bets: [], script, off: [] };
  const { app, seen } = await loggedInApp(gameServer(state), { balance, total_balance: balance });
  await openGamePage(app, '/en/games/dice');
  const slip = await screen.findByRole('form', { name: 'Bet slip' });
  return { app, seen, state, slip, amount: within(slip).getByLabelText('Bet amount') as HTMLInputElement };
}

const betButton = (slip: HTMLElement) => within(slip).getByRole('button', { name: 'Bet' });

describe('dice page', { timeout: 30_000 }, () => {
  it('places a bet and shows the answer: the roll, the win, the header balance and the bet in my bets', async () => {
    const { app, seen, slip } = await playDice(['win']);
    expect(textOf(screen.getByLabelText('Balance'))).toBe('₽100');
    expect(requestsTo(seen, 'GET', '/api/v2/games/settings')[0]!.search.get('currency')).toBe('RUB');
    fireEvent.click(betButton(slip));
    const outcome = await screen.findByText(/You won/);
    expect(textOf(outcome.closest('[role=status]')!)).toBe('Rolled 99.50 · You won ₽2 (2.0002×)');
    const [post] = requestsTo(seen, 'POST', BETS);
    const body = post!.body as { bet_id: string; amount: number; params: unknown };
    expect(body.bet_id).toMatch(BET_ID);
    expect(body).toMatchObject({ amount: 1, params: { target: 50.5, direction: 'over' } });
    // 100 − 1 + 2: the answer's balance, without reading the user again
    await waitFor(() => expect(textOf(screen.getByLabelText('Balance'))).toBe('₽101'));
    expect(requestsTo(seen, 'GET', '/profile/user')).toHaveLength(1);
    const myBets = screen.getByRole('region', { name: 'My bets' });
    const verify = await within(myBets).findByRole('link', { name: 'Verify' });
    expect(verify.getAttribute('href')).toBe('/en/fairness?bet=1');
    expect(requestsTo(seen, 'GET', '/api/v2/games/bets').map((r) => r.search.get('game'))).toEqual([
      'dice',
      'dice',
    ]);
    app.dispose();
  });

  it('shows a refusal translated, and a retry sends the same bet id again', async () => {
    const refusal = {
      status: 422,
      body: {
        message: 'Insufficient funds.',
        code: 'insufficient_funds',
        errors: { amount: ['insufficient_funds: Not enough money.'] },
      },
    };
    const { app, seen, slip } = await playDice([refusal, 'loss']);
    fireEvent.click(betButton(slip));
    expect(await within(slip).findByText('There is not enough money on your balance.')).toBeTruthy();
    fireEvent.click(within(slip).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No win this time/)).toBeTruthy();
    const ids = requestsTo(seen, 'POST', BETS).map((r) => (r.body as { bet_id: string }).bet_id);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(within(slip).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(textOf(screen.getByLabelText('Balance'))).toBe('₽99'));
    // a new bet is a new bet id
    fireEvent.click(betButton(slip));
    await waitFor(() => expect(requestsTo(seen, 'POST', BETS)).toHaveLength(3));
    const third = requestsTo(seen, 'POST', BETS)[2]!.body as { bet_id: string };
    expect(third.bet_id).not.toBe(ids[0]);
    app.dispose();
  });

  it('holds the amount to the limits and the balance with ½, ×2, min and max, and explains a wrong amount', async () => {
    const { app, slip, amount } = await playDice(['loss'], 50);
    const press = (name: string) => fireEvent.click(within(slip).getByRole('button', { name }));
    expect(amount.value).toBe('1');
    press('Halve the bet');
    expect(amount.value).toBe('1');
    fireEvent.change(amount, { target: { value: '30' } });
    press('Double the bet');
    expect(amount.value).toBe('50');
    fireEvent.change(amount, { target: { value: '7.55' } });
    press('Halve the bet');
    expect(amount.value).toBe('3.77');
    press('Maximum bet');
    expect(amount.value).toBe('50');
    press('Minimum bet');
    expect(amount.value).toBe('1');
    const explain = (value: string) => {
      fireEvent.change(amount, { target: { value } });
      return textOf(within(slip).getByRole('alert'));
    };
    expect(explain('60')).toBe('Not enough money: your balance is ₽50.');
    expect(explain('0.5')).toBe('The minimum bet is ₽1.');
    expect(explain('2.555')).toBe('The bet can have at most 2 decimal places.');
    expect(explain('abc')).toBe('Enter the bet as a number, such as 10 or 2.5.');
    expect(explain('')).toBe('Enter your bet amount.');
    expect((betButton(slip) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '2,5' } });
    expect(within(slip).queryByRole('alert')).toBeNull();
    expect((betButton(slip) as HTMLButtonElement).disabled).toBe(false);
    app.dispose();
  });

  it('caps the amount at the game’s maximum when the balance is larger', async () => {
    const { app, slip, amount } = await playDice(['loss'], 50_000);
    fireEvent.click(within(slip).getByRole('button', { name: 'Maximum bet' }));
    expect(amount.value).toBe('10000');
    fireEvent.change(amount, { target: { value: '10000.01' } });
    expect(textOf(within(slip).getByRole('alert'))).toBe('The maximum bet is ₽10,000.');
    app.dispose();
  });

  it('bets with Space and changes the amount with H and D, but not while typing', async () => {
    const { app, seen, amount } = await playDice(['loss']);
    fireEvent.change(amount, { target: { value: '4' } });
    fireEvent.keyDown(document.body, { key: 'd', code: 'KeyD' });
    expect(amount.value).toBe('8');
    fireEvent.keyDown(document.body, { key: 'р', code: 'KeyH' });
    expect(amount.value).toBe('4');
    fireEvent.keyDown(amount, { key: 'd', code: 'KeyD' });
    expect(amount.value).toBe('4');
    expect(requestsTo(seen, 'POST', BETS)).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    await waitFor(() => expect(requestsTo(seen, 'POST', BETS)).toHaveLength(1));
    expect(requestsTo(seen, 'POST', BETS)[0]!.body).toMatchObject({ amount: 4 });
    expect(await screen.findByText(/No win this time/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Place a bet')).toBeTruthy();
    expect(within(help).getByText('Halve the bet')).toBeTruthy();
    app.dispose();
  });

  it('mirrors the target when the direction flips and quotes chance and multiplier from the target', async () => {
    const { app, slip } = await playDice(['loss']);
    expect(screen.getByLabelText('Win chance').textContent).toBe('49.50%');
    expect(screen.getByLabelText('Multiplier').textContent).toBe('2.0002×');
    fireEvent.click(screen.getByRole('tab', { name: 'Roll under' }));
    expect((screen.getByLabelText('Roll under') as HTMLInputElement).value).toBe('49.5');
    expect(screen.getByLabelText('Win chance').textContent).toBe('49.50%');
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: '10' } });
    expect(screen.getByLabelText('Win chance').textContent).toBe('10.00%');
    expect(screen.getByLabelText('Multiplier').textContent).toBe('9.9010×');
    fireEvent.change(screen.getByLabelText('Roll under'), { target: { value: '99.5' } });
    expect(screen.getByText('Roll over a target from 2 to 99, or under a target from 1 to 98.')).toBeTruthy();
    expect((betButton(slip) as HTMLButtonElement).disabled).toBe(true);
    app.dispose();
  });

  it('runs autobet until the loss limit, each bet with its own id, and stops', async () => {
    const { app, seen, slip, amount } = await playDice(['loss']);
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(within(slip).getByRole('tab', { name: 'Auto' }));
    fireEvent.change(within(slip).getByLabelText('Stop on loss'), { target: { value: '5' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Start autobet' }));
    expect(within(slip).getByRole('button', { name: 'Stop autobet' })).toBeTruthy();
    expect(await within(slip).findByText('Autobet stopped: the loss limit is reached.')).toBeTruthy();
    const posts = requestsTo(seen, 'POST', BETS);
    // −2, −4, −6: the third loss passes the 5 ₽ limit
    expect(posts.map((r) => (r.body as { amount: number }).amount)).toEqual([2, 2, 2]);
    expect(new Set(posts.map((r) => (r.body as { bet_id: string }).bet_id)).size).toBe(3);
    expect(textOf(within(slip).getByText(/^Bets:/))).toBe('Bets: 3 · Profit: -₽6');
    await waitFor(() => expect(textOf(screen.getByLabelText('Balance'))).toBe('₽94'));
    expect(within(slip).getByRole('button', { name: 'Start autobet' })).toBeTruthy();
    app.dispose();
  });

  it('stops autobet when the player asks', async () => {
    const { app, seen, slip } = await playDice(['loss']);
    fireEvent.click(within(slip).getByRole('tab', { name: 'Auto' }));
    fireEvent.click(within(slip).getByRole('button', { name: 'Start autobet' }));
    await waitFor(() => expect(requestsTo(seen, 'POST', BETS).length).toBeGreaterThan(0));
    fireEvent.click(within(slip).getByRole('button', { name: 'Stop autobet' }));
    expect(await within(slip).findByText('Autobet stopped.')).toBeTruthy();
    const placed = requestsTo(seen, 'POST', BETS).length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(requestsTo(seen, 'POST', BETS)).toHaveLength(placed);
    app.dispose();
  });

  it('beeps a win and a loss when the sound is on, and keeps the setting', async () => {
    const tones: number[] = [];
    const param = { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} };
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        return {
          type: 'sine',
          frequency: { setValueAtTime: (hz: number) => void tones.push(hz) },
          connect: (node: unknown) => node,
          start: () => {},
          stop: () => {},
        };
      }
      createGain() {
        return { gain: param, connect: (node: unknown) => node };
      }
    }
    Object.assign(globalThis, { AudioContext: FakeAudioContext });
    const { app, slip } = await playDice(['win', 'loss', 'loss']);
    const sound = within(slip).getByRole('switch', { name: 'Sound' });
    expect(sound.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(betButton(slip));
    await screen.findByText(/You won/);
    expect(tones).toEqual([660, 990]);
    fireEvent.click(betButton(slip));
    await screen.findByText(/No win this time/);
    expect(tones).toEqual([660, 990, 196]);
    fireEvent.click(sound);
    expect(localStorage.getItem('games.sound')).toBe('off');
    fireEvent.click(betButton(slip));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'My bets' }).querySelectorAll('li')).toHaveLength(3),
    );
    expect(tones).toEqual([660, 990, 196]);
    Reflect.deleteProperty(globalThis, 'AudioContext');
    app.dispose();
  });

  it('lets a guest play in demo: play money marked as such, bets that never reach the server', async () => {
    const state: GameServerState = { balanceMinor: 0, bets: [], script: ['loss'], off: [] };
    const { app, seen } = guestApp(gameServer(state));
    await openGamePage(app, '/en/games/dice');
    const banner = await screen.findByRole('region', { name: 'Demo mode' });
    expect(textOf(banner)).toContain('Demo balance: ₽10,000');
    const slip = await screen.findByRole('form', { name: 'Bet slip' });
    expect(within(slip).queryByText('Log in or sign up to play for real money.')).toBeNull();
    expect(requestsTo(seen, 'GET', '/api/v2/games/settings')[0]!.search.get('currency')).toBe('RUB');
    fireEvent.change(within(slip).getByLabelText('Bet amount'), { target: { value: '100' } });
    fireEvent.click(betButton(slip));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'My bets' }).querySelectorAll('li')).toHaveLength(1),
    );
    expect(textOf(banner)).not.toContain('Demo balance: ₽10,000');
    expect(await screen.findByText(/^Rolled /)).toBeTruthy();
    expect(requestsTo(seen, 'POST', BETS)).toHaveLength(0);
    expect(requestsTo(seen, 'GET', '/api/v2/games/bets')).toHaveLength(0);
    fireEvent.click(within(banner).getByRole('button', { name: 'Refill' }));
    await waitFor(() => expect(textOf(banner)).toContain('Demo balance: ₽10,000'));
    fireEvent.click(within(banner).getByRole('button', { name: 'Play for real' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    app.dispose();
  });

  it('says the game is not available when the operator turned it off', async () => {
    const state: GameServerState = { balanceMinor: 10_000, bets: [], script: ['loss'], off: ['dice'] };
    const { app } = await loggedInApp(gameServer(state), { balance: 100, total_balance: 100 });
    await openGamePage(app, '/en/games/dice');
    expect(await screen.findByRole('heading', { name: 'This game is not available right now' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Bet slip' })).toBeNull();
    app.dispose();
  });
});
