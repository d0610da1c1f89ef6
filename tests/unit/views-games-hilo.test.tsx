// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/i18n/i18n';
import { loggedInApp } from './cashier-fake';
import { openGamePage, requestsTo, textOf } from './games-fake';
import { openRound, playRoundMove, roundServer, roundState, type RoundServerState } from './rounds-fake';

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// card = rank × 4 + suit (clubs, diamonds, hearts, spades), ace low
const SEVEN_OF_HEARTS = 26;
const KING_OF_SPADES = 51;
const TWO_OF_CLUBS = 4;
const SIX_OF_CLUBS = 20;

/** A logged-in player with `balance` roubles on the hilo page of the fake round server. */
async function playHilo(state: RoundServerState, balance = 100) {
  const { app, seen } = await loggedInApp(roundServer(state), { balance, total_balance: balance });
  await openGamePage(app, '/en/games/hilo');
  const slip = await screen.findByRole('form', { name: 'Bet slip' });
  const game = screen.getByRole('region', { name: 'Hi-Lo' });
  return { app, seen, slip, game };
}

const balance = () => textOf(screen.getByLabelText('Balance'));
/** The game's own status line (the readouts are outputs, which are statuses too). */
const status = (game: HTMLElement) => textOf(game.querySelector('p[role=status]')!);
/** The card shown big: the first card image of the game. */
const currentCard = (game: HTMLElement) => within(game).getAllByRole('img')[0]!.getAttribute('aria-label');
const guess = (game: HTMLElement, name: RegExp) => within(game).getByRole('button', { name });
/** A name matcher that reads Intl's no-break spaces as plain ones. */
const named = (text: string) => (name: string) => name.replace(/\u00a0/g, ' ') === text;
/** The cards dealt as the history lists them: each card's name and the move that dealt it. */
const dealt = (game: HTMLElement) =>
  within(within(game).getByRole('list', { name: 'Cards dealt' }))
    .getAllByRole('listitem')
    .map(
      (item) =>
        `${within(item).getByRole('img').getAttribute('aria-label')}: ${item.lastElementChild!.textContent}`,
    );
const acts = (state: { seen: Parameters<typeof requestsTo>[0] }) =>
  requestsTo(state.seen, 'POST', '/api/v2/games/hilo/act').map((r) => r.body);

describe('hilo page', { timeout: 20_000 }, () => {
  it('deals a card, plays a right guess and a skip, and cashes out for the amount shown', async () => {
    const state = roundState({
      balance: 100,
      cards: [SEVEN_OF_HEARTS, KING_OF_SPADES, TWO_OF_CLUBS, SIX_OF_CLUBS],
    });
    const { app, seen, slip, game } = await playHilo(state);
    expect(currentCard(game)).toBe('Card face down');
    expect((guess(game, /^Higher or same/) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(slip).getByLabelText('Bet amount'), { target: { value: '10' } });
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    expect(await within(game).findByText('Will the next card be higher or lower?')).toBeTruthy();
    expect(requestsTo(seen, 'POST', '/api/v2/games/hilo/bets')[0]!.body).toMatchObject({
      amount: 10,
      params: {},
    });
    await waitFor(() => expect(balance()).toBe('₽90'));
    expect(currentCard(game)).toBe('7 of hearts');
    // 7 of 13 ranks are 7 or higher: 53.85 %, a right guess pays 0.99 × 13/7
    expect(guess(game, /^Higher or same/).getAttribute('aria-label')).toBe(
      'Higher or same: chance 53.8462%, pays 1.8386×',
    );
    expect(guess(game, /^Lower or same/).getAttribute('aria-label')).toBe(
      'Lower or same: chance 53.8462%, pays 1.8386×',
    );

    fireEvent.click(guess(game, /^Higher or same/));
    expect(await within(game).findByText('Guess again or cash out.')).toBeTruthy();
    expect(currentCard(game)).toBe('King of spades');
    expect(screen.getByLabelText('Multiplier').textContent).toBe('1.8386×');
    // on a king "higher" can only be the same rank, "lower" is strictly lower
    expect(guess(game, /^Same/).getAttribute('aria-label')).toBe('Same: chance 7.6923%, pays 23.9014×');
    expect(guess(game, /^Lower/).getAttribute('aria-label')).toBe('Lower: chance 92.3077%, pays 1.9918×');

    fireEvent.click(within(game).getByRole('button', { name: /^Skip card/ }));
    await waitFor(() => expect(currentCard(game)).toBe('2 of clubs'));
    expect(within(game).getByText('Skips left: 51')).toBeTruthy();
    expect(dealt(game)).toEqual([
      '7 of hearts: Start card',
      'King of spades: Higher: right',
      '2 of clubs: Skipped',
    ]);

    fireEvent.click(within(slip).getByRole('button', { name: named('Cash out ₽18.38') }));
    expect(await within(game).findByText(/You won/)).toBeTruthy();
    expect(acts({ seen })).toEqual([{ action: 'higher' }, { action: 'skip' }, { action: 'cashout' }]);
    expect(status(game)).toBe('Right guesses: 1 · You won ₽18.38 (1.8386×)');
    await waitFor(() => expect(balance()).toBe('₽108.38'));
    expect((guess(game, /^Higher or same/) as HTMLButtonElement).disabled).toBe(true);
    expect(within(slip).getByRole('button', { name: 'Bet' })).toBeTruthy();
    app.dispose();
  });

  it('loses the round on a wrong guess', async () => {
    const state = roundState({ balance: 100, cards: [SEVEN_OF_HEARTS, TWO_OF_CLUBS] });
    const { app, slip, game } = await playHilo(state);
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    await within(game).findByText('Will the next card be higher or lower?');
    fireEvent.click(guess(game, /^Higher or same/));
    expect(await within(game).findByText(/No win this time/)).toBeTruthy();
    expect(status(game)).toBe('Wrong guess · No win this time.');
    expect(currentCard(game)).toBe('2 of clubs');
    expect(dealt(game)).toEqual(['7 of hearts: Start card', '2 of clubs: Higher: wrong']);
    expect(balance()).toBe('₽99');
    app.dispose();
  });

  it('shows a refused move translated and keeps the round playing', async () => {
    const state = roundState({ balance: 100 });
    const { app, seen, slip, game } = await playHilo(state);
    fireEvent.click(within(slip).getByRole('button', { name: 'Bet' }));
    await within(game).findByText('Will the next card be higher or lower?');
    state.refuseNextMove = { status: 422, code: 'skip_limit' };
    fireEvent.click(within(game).getByRole('button', { name: /^Skip card/ }));
    expect(await within(slip).findByText('You cannot skip any more cards in this round.')).toBeTruthy();
    expect(currentCard(game)).toBe('7 of hearts');
    expect((within(game).getByRole('button', { name: /^Skip card/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(acts({ seen })).toEqual([{ action: 'skip' }]);
    app.dispose();
  });

  it('picks up the round left open before a reload, with its cards and cash-out', async () => {
    const state = roundState({ balance: 100, cards: [SEVEN_OF_HEARTS, KING_OF_SPADES, TWO_OF_CLUBS] });
    openRound(state, 'hilo', { bet_id: 'bet-before-reload', amount: 10, params: {} });
    playRoundMove(state, 'hilo', 'act', { action: 'higher' });
    const { app, seen, slip, game } = await playHilo(state, 90);
    await waitFor(() => expect(currentCard(game)).toBe('King of spades'));
    expect(requestsTo(seen, 'GET', '/api/v2/games/hilo/round')).toHaveLength(1);
    expect((within(slip).getByLabelText('Bet amount') as HTMLInputElement).value).toBe('10');
    expect(dealt(game)).toEqual(['7 of hearts: Start card', 'King of spades: Higher: right']);
    expect(within(slip).getByRole('button', { name: named('Cash out ₽18.38') })).toBeTruthy();
    app.dispose();
  });
});
