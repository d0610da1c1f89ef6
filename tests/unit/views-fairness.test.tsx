// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OutcomeStream } from '../../src/contract/fair/stream';
import type { Bet } from '../../src/contract/games/bets';
import { kenoOutcome, type KenoParams } from '../../src/contract/games/keno';
import { rouletteOutcome } from '../../src/contract/games/roulette';
import { activateLocale } from '../../src/i18n/i18n';
import { serverRoundBytes } from '../../src/server/fair/round-bytes';
import { loggedInApp } from './cashier-fake';
import { commitmentOf, fairServer, openPage, requests, seedBytes, type FairState } from './fairness-fake';
import { testRuntime } from './test-runtime';

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  Cookies.remove('language', { path: '/' });
});

const OLD_SEED = seedBytes('revealed server seed');
const ACTIVE_SEED = seedBytes('active server seed');
const NEXT_SEED = seedBytes('next server seed');
const CLIENT_SEED = 'lucky-client';
const KENO: KenoParams = { risk: 'high', numbers: [3, 9, 27, 33, 40] };

/** The keno draw the server made for nonce 3 of `seed`, with node:crypto's HMAC. */
const serverDraw = (seed: Buffer) =>
  kenoOutcome(new OutcomeStream(serverRoundBytes(seed, CLIENT_SEED, 3)), KENO);

/** Bet 7: keno, nonce 3 of `seed`, its outcome stored as the database hands it back (keys reordered). */
function kenoBet(seed: Buffer): Bet {
  const { drawn, hits } = serverDraw(seed);
  return {
    id: 7,
    bet_id: 'bet-0007-abcdef',
    game: 'keno',
    currency: 'RUB',
    amount: 10,
    payout: 0,
    multiplier: 0,
    multiplier_exact: '0/1',
    params: KENO,
    outcome: { hits, drawn },
    round: null,
    status: 'settled',
    server_seed_hash: commitmentOf(seed),
    client_seed: CLIENT_SEED,
    nonce: 3,
    created_at: '2026-03-01T10:00:00.000Z',
    settled_at: '2026-03-01T10:00:00.000Z',
  };
}

/** A player whose bet 7 was decided by `betSeed` (revealed unless it is the active seed). */
function fairState(betSeed: Buffer, overrides: Partial<FairState> = {}): FairState {
  return {
    active: { seed: ACTIVE_SEED, clientSeed: CLIENT_SEED, nonce: 5 },
    previous: null,
    bets: [{ bet: kenoBet(betSeed), seed: betSeed }],
    roundOpen: false,
    nextSeed: NEXT_SEED,
    ...overrides,
  };
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const result = () => screen.findByRole('region', { name: 'Verification result' });

// the first render of the whole site compiles it: slower than the default 5 s on a busy machine
describe('/fairness verifier', { timeout: 20_000 }, () => {
  it('fills the bet of ?bet= in and recomputes its outcome in the browser: verified', async () => {
    const { app } = await loggedInApp(fairServer(fairState(OLD_SEED)));
    await openPage(app, '/en/fairness?bet=7');
    await waitFor(() => expect(field(/^Server seed \(revealed\)/).value).toBe(OLD_SEED.toString('hex')));
    expect(field(/^Client seed/).value).toBe(CLIENT_SEED);
    expect(field(/^Nonce/).value).toBe('3');
    expect(field(/^Server seed hash shown before play/).value).toBe(commitmentOf(OLD_SEED));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const region = await result();
    const { drawn, hits } = serverDraw(OLD_SEED);
    expect(within(region).getByRole('heading').textContent).toBe('Everything matches');
    expect(within(region).getByTestId('recomputed-outcome').textContent).toBe(
      `Drawn in this order: ${drawn.join(', ')}. Your numbers among them: ${hits.join(', ') || '—'}.`,
    );
    expect(
      within(region).getByText('The server seed hashes to the commitment shown before play.'),
    ).toBeTruthy();
    expect(within(region).getByText('The outcome is the one recorded for bet #7.')).toBeTruthy();
  });

  it('reports a mismatch when another server seed is entered', async () => {
    const { app } = await loggedInApp(fairServer(fairState(OLD_SEED)));
    await openPage(app, '/en/fairness?bet=7');
    await waitFor(() => expect(field(/^Server seed \(revealed\)/).value).not.toBe(''));
    fireEvent.change(field(/^Server seed \(revealed\)/), {
      target: { value: seedBytes('a wrong seed').toString('hex') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const region = await result();
    expect(within(region).getByRole('heading').textContent).toBe('Something does not match');
    expect(
      within(region).getByText('The server seed does not hash to the commitment shown before play.'),
    ).toBeTruthy();
    expect(within(region).getByText('The outcome differs from the one recorded for bet #7.')).toBeTruthy();
  });

  it('says a malformed seed is malformed, without a result', async () => {
    const { app } = await loggedInApp(fairServer(fairState(OLD_SEED)));
    await openPage(app, '/en/fairness?bet=7');
    await waitFor(() => expect(field(/^Server seed \(revealed\)/).value).not.toBe(''));
    fireEvent.change(field(/^Server seed \(revealed\)/), { target: { value: 'not-a-seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('A server seed is 64 hexadecimal characters (0–9, a–f).')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Verification result' })).toBeNull();
  });

  it('offers to rotate for a bet whose seed is still active, then fills the revealed seed in', async () => {
    const { app, seen } = await loggedInApp(fairServer(fairState(ACTIVE_SEED)));
    await openPage(app, '/en/fairness?bet=7');
    expect(await screen.findByText(/Bet #7 was decided by the server seed still in play/)).toBeTruthy();
    expect(field(/^Server seed \(revealed\)/).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate and reveal' }));
    await waitFor(() => expect(field(/^Server seed \(revealed\)/).value).toBe(ACTIVE_SEED.toString('hex')));
    expect(requests(seen, 'POST', '/api/v2/fair/seeds/rotate').map((r) => r.body)).toEqual([{}]);
    expect(requests(seen, 'GET', '/api/v2/games/bets/7')).toHaveLength(2);
    expect(screen.queryByText(/still in play/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(within(await result()).getByRole('heading').textContent).toBe('Everything matches');
  });

  it('lets a guest check a bet by hand: a roulette spin recomputed from typed seeds', async () => {
    const app = testRuntime();
    await openPage(app, '/en/fairness');
    expect(await screen.findByText('Your demo seeds')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'roulette' } });
    expect((screen.getByLabelText(/^Game parameters/) as HTMLTextAreaElement).value).toBe(
      '{"chips":[{"bet":"red","amount":1}]}',
    );
    fireEvent.change(field(/^Server seed \(revealed\)/), { target: { value: OLD_SEED.toString('hex') } });
    fireEvent.change(field(/^Client seed/), { target: { value: 'guest-seed' } });
    fireEvent.change(field(/^Nonce/), { target: { value: '41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const region = await result();
    const { pocket } = rouletteOutcome(new OutcomeStream(serverRoundBytes(OLD_SEED, 'guest-seed', 41)));
    expect(within(region).getByRole('heading').textContent).toBe('Recomputed');
    expect(within(region).getByTestId('recomputed-outcome').textContent).toMatch(
      new RegExp(`^The ball landed on ${pocket} \\((green|red|black)\\)\\.$`),
    );
    expect(within(region).getByText(commitmentOf(OLD_SEED))).toBeTruthy();
  });
});

describe('/fairness seeds', { timeout: 20_000 }, () => {
  it('shows the active pair and, after a rotation with a new client seed, the revealed server seed', async () => {
    const { app, seen } = await loggedInApp(fairServer(fairState(OLD_SEED)));
    await openPage(app, '/en/fairness');
    const active = await screen.findByRole('group', { name: 'Active pair' });
    expect(within(active).getByText(commitmentOf(ACTIVE_SEED))).toBeTruthy();
    expect(within(active).getByText('5')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Previous pair' })).getByText(/No pair has been revealed yet/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New client seed/), { target: { value: 'my-new-seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed pair' }));
    const previous = screen.getByRole('group', { name: 'Previous pair' });
    await waitFor(() => expect(within(previous).getByText(ACTIVE_SEED.toString('hex'))).toBeTruthy());
    expect(within(previous).getByText(commitmentOf(ACTIVE_SEED))).toBeTruthy();
    const next = screen.getByRole('group', { name: 'Active pair' });
    expect(within(next).getByText(commitmentOf(NEXT_SEED))).toBeTruthy();
    expect(within(next).getByText('my-new-seed')).toBeTruthy();
    expect(requests(seen, 'POST', '/api/v2/fair/seeds/rotate').map((r) => r.body)).toEqual([
      { client_seed: 'my-new-seed' },
    ]);
  });

  it('refuses a client seed with a space before calling the server', async () => {
    const { app, seen } = await loggedInApp(fairServer(fairState(OLD_SEED)));
    await openPage(app, '/en/fairness');
    await screen.findByRole('group', { name: 'Active pair' });
    fireEvent.change(screen.getByLabelText(/^New client seed/), { target: { value: 'two words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed pair' }));
    expect(await screen.findByText('Use 1 to 64 letters, digits or symbols, without spaces.')).toBeTruthy();
    expect(requests(seen, 'POST', '/api/v2/fair/seeds/rotate')).toEqual([]);
  });

  it('shows 409 round_open in the player’s words, not the server’s, and keeps the pair', async () => {
    const { app } = await loggedInApp(fairServer(fairState(OLD_SEED, { roundOpen: true })));
    await openPage(app, '/en/fairness');
    await screen.findByRole('group', { name: 'Active pair' });
    fireEvent.click(screen.getByRole('button', { name: 'Rotate seed pair' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Finish the round you are playing first.');
    expect(
      within(screen.getByRole('group', { name: 'Active pair' })).getByText(commitmentOf(ACTIVE_SEED)),
    ).toBeTruthy();
    expect(screen.getByText(/No pair has been revealed yet/)).toBeTruthy();
  });
});
