// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Bet } from '../../src/contract/games/bets';
import { formatMoney } from '../../src/i18n/format';
import { activateLocale } from '../../src/i18n/i18n';
import { loggedInApp, type SeenRequest } from './cashier-fake';
import { openPage, requests } from './fairness-fake';

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  Cookies.remove('language', { path: '/' });
});

const BETS = '/api/v2/games/bets';

/** Bet `id`: dice bets win 19.8 ₽ on a 10 ₽ stake, the others lose; ids grow with time. */
function bet(id: number, game: Bet['game'] = 'dice'): Bet {
  const won = game === 'dice';
  return {
    id,
    bet_id: `bet-${String(id).padStart(8, '0')}`,
    game,
    currency: 'RUB',
    amount: 10,
    payout: won ? 19.8 : 0,
    multiplier: won ? 1.98 : 0,
    multiplier_exact: won ? '99/50' : '0/1',
    params: {},
    outcome: {},
    round: null,
    status: 'settled',
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'lucky',
    nonce: id,
    created_at: new Date(Date.UTC(2026, 2, 1, 10, 0, id)).toISOString(),
    settled_at: new Date(Date.UTC(2026, 2, 1, 10, 0, id)).toISOString(),
  };
}

/** 45 bets, 1–45, a keno bet every fifth; the server answers newest first, `before` and `game` applied. */
const ALL = Array.from({ length: 45 }, (_, i) => bet(i + 1, (i + 1) % 5 === 0 ? 'keno' : 'dice')).reverse();

function betServer(request: SeenRequest) {
  if (request.path !== BETS) return undefined;
  const game = request.search.get('game');
  const before = Number(request.search.get('before') ?? Infinity);
  const limit = Number(request.search.get('limit') ?? 20);
  const data = ALL.filter((b) => (!game || b.game === game) && b.id < before).slice(0, limit);
  return { status: 200, body: { data } };
}

const reads = (seen: SeenRequest[]) => requests(seen, 'GET', BETS).map((r) => Object.fromEntries(r.search));

const rows = () => screen.getAllByRole('row').slice(1);

/** Text with Intl's no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The texts of a row's cells. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent ?? ''));

// the first render of the whole site compiles it: slower than the default 5 s on a busy machine
describe('/profile/bets', { timeout: 20_000 }, () => {
  it('lists the bets newest first with game, stake, multiplier, payout and a link to verify each', async () => {
    const { app } = await loggedInApp(betServer);
    await openPage(app, '/en/profile/bets');
    await waitFor(() => expect(rows()).toHaveLength(21));
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
    expect(cells(rows()[0]!)).toEqual([
      'Keno',
      date.format(new Date(bet(45).created_at)),
      plain(formatMoney(10, 'RUB', 'en')),
      '0.00×',
      plain(formatMoney(0, 'RUB', 'en')),
      'Verify',
    ]);
    expect(cells(rows()[1]!)).toEqual([
      'Dice',
      date.format(new Date(bet(44).created_at)),
      plain(formatMoney(10, 'RUB', 'en')),
      '1.98×',
      plain(formatMoney(19.8, 'RUB', 'en')),
      'Verify',
    ]);
    const second = within(rows()[1]!);
    expect(second.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe('/en/fairness?bet=44');
    expect(second.getByRole('time').getAttribute('dateTime')).toBe(bet(44).created_at);
    expect(screen.getByRole('link', { name: 'Bets' }).getAttribute('data-status')).toBe('active');
  });

  it('loads more below the oldest bet shown until there is no more', async () => {
    const { app, seen } = await loggedInApp(betServer);
    await openPage(app, '/en/profile/bets');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(41));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more bets.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const ids = screen
      .getAllByRole('link', { name: 'Verify' })
      .map((a) => Number(a.getAttribute('href')!.split('=')[1]));
    expect(ids).toEqual(ALL.map((b) => b.id));
    expect(reads(seen)).toEqual([
      { limit: '20' },
      { before: '26', limit: '20' },
      { before: '6', limit: '20' },
    ]);
  });

  it('filters by game in the address and starts again from the newest', async () => {
    const { app, seen } = await loggedInApp(betServer);
    const router = await openPage(app, '/en/profile/bets');
    await screen.findByRole('button', { name: 'Load more' });
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'keno' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ game: 'keno' }));
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(rows().every((row) => within(row).queryByText('Keno'))).toBe(true);
    expect(reads(seen).at(-1)).toEqual({ game: 'keno', limit: '20' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when a game has no bets yet', async () => {
    const { app } = await loggedInApp(betServer);
    await openPage(app, '/en/profile/bets?game=miner');
    expect(await screen.findByText('You have no bets in this game yet.')).toBeTruthy();
  });
});
