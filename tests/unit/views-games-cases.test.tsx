// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CASE_CATALOG, caseBySlug, REEL_WIN_POSITION } from '../../src/contract/games/cases';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { CASE_NAMES, caseName } from '../../src/views/games/cases/case-names';
import { loggedInApp } from './cashier-fake';
import { guestApp, openGamePage, requestsTo, textOf } from './games-fake';
import { roundServer, roundState } from './rounds-fake';

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const balance = () => textOf(screen.getByLabelText('Balance'));
/** A name matcher that reads Intl's no-break spaces as plain ones. */
const named = (text: string) => (name: string) => name.replace(/\u00a0/g, ' ') === text;
const HOODIE = caseBySlug('street').items.findIndex((item) => item.id === 'hoodie');

describe('case names', () => {
  it('has an English text for every case and item of the catalog', () => {
    const keys = CASE_CATALOG.flatMap((c) => [c.name, ...c.items.map((item) => item.name)]);
    expect(keys.filter((key) => !CASE_NAMES[key])).toEqual([]);
    expect(keys.map((key) => i18n._(CASE_NAMES[key]!))).toEqual(
      CASE_CATALOG.flatMap((c) => [c.title, ...c.items.map((item) => item.title)]),
    );
  });

  it('falls back to the English title for a name the catalogs do not know', () => {
    expect(caseName(i18n, { name: 'cases.street', title: 'ignored' })).toBe('Street Case');
    expect(caseName(i18n, { name: 'cases.new', title: 'New Case' })).toBe('New Case');
  });
});

describe('cases pages', { timeout: 20_000 }, () => {
  it('lists every case with its price in the player’s currency', async () => {
    const { app } = await loggedInApp(roundServer(roundState({ balance: 50 })), {
      currency: 'USD',
      balance: 50,
    });
    await openGamePage(app, '/en/games/cases');
    const list = await screen.findByRole('list', { name: 'Cases' });
    const links = within(list).getAllByRole('link');
    expect(links.map(textOf)).toEqual([
      'Street CaseOpen for $1',
      'Neon CaseOpen for $3',
      'Pirate ChestOpen for $5',
      'Space CaseOpen for $10',
      'Dragon HoardOpen for $25',
      'Royal CaseOpen for $50',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/en/games/cases/street');
    app.dispose();
  });

  it('opens a case: the item dropped, its value credited to the balance, and the bet in my bets', async () => {
    const state = roundState({ balance: 1000, caseItem: HOODIE });
    const { app, seen } = await loggedInApp(roundServer(state), { balance: 1000, total_balance: 1000 });
    await openGamePage(app, '/en/games/cases/street');
    const game = await screen.findByRole('region', { name: 'Street Case' });
    const items = screen.getByRole('region', { name: 'What is inside' });
    // rarest first, with rarity, drop chance and value
    expect(textOf(within(items).getAllByRole('listitem')[0]!)).toBe('Electric scooterLegendary0.05%₽5,000');
    expect(textOf(within(items).getAllByRole('listitem')[3]!)).toBe('HoodieUncommon6%₽200');
    expect(within(game).getByRole('status').textContent).toBe('Open the case to win one of its items.');
    fireEvent.click(within(game).getByRole('button', { name: named('Open for ₽100') }));
    expect(await within(game).findByText(/You got/)).toBeTruthy();
    expect(textOf(within(game).getByRole('status'))).toBe('You got Hoodie worth ₽200');
    expect(requestsTo(seen, 'POST', '/api/v2/games/cases/bets')[0]!.body).toMatchObject({
      amount: 100,
      params: { slug: 'street' },
    });
    // 1,000 − 100 + 200
    await waitFor(() => expect(balance()).toBe('₽1,100'));
    const myBets = screen.getByRole('region', { name: 'My bets' });
    expect(await within(myBets).findByRole('link', { name: 'Verify' })).toBeTruthy();
    app.dispose();
  });

  it('runs the reel to the dropped item, and Skip stops it there at once', async () => {
    const finished: string[] = [];
    const spins: Array<{
      keyframes: Keyframe[];
      spin: { finish(): void; cancel(): void; onfinish: (() => void) | null };
    }> = [];
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    Element.prototype.animate = function (keyframes: Keyframe[]) {
      const spin = {
        onfinish: null as (() => void) | null,
        finish() {
          finished.push('finish');
          this.onfinish?.();
        },
        cancel() {},
      };
      spins.push({ keyframes, spin });
      return spin as unknown as Animation;
    };
    try {
      const state = roundState({ balance: 1000, caseItem: HOODIE });
      const { app } = await loggedInApp(roundServer(state), { balance: 1000, total_balance: 1000 });
      await openGamePage(app, '/en/games/cases/street');
      const game = await screen.findByRole('region', { name: 'Street Case' });
      fireEvent.click(within(game).getByRole('button', { name: named('Open for ₽100') }));
      const skip = await within(game).findByRole('button', { name: 'Skip animation' });
      // the result is shown while the reel still runs
      expect(textOf(within(game).getByRole('status'))).toBe('You got Hoodie worth ₽200');
      expect(spins.at(-1)!.keyframes.at(-1)).toEqual({
        transform: `translateX(${-(REEL_WIN_POSITION * 104 + 48)}px)`,
      });
      fireEvent.click(skip);
      await waitFor(() => expect(within(game).queryByRole('button', { name: 'Skip animation' })).toBeNull());
      expect(finished).toEqual(['finish']);
      app.dispose();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'animate');
    }
  });

  it('lets a guest open a case in demo, at its rouble price, without calling the server', async () => {
    const { app, seen } = guestApp(roundServer(roundState({ balance: 0 })));
    await openGamePage(app, '/en/games/cases/neon');
    const game = await screen.findByRole('region', { name: 'Neon Case' });
    expect(screen.getByRole('region', { name: 'Demo mode' })).toBeTruthy();
    expect(within(game).queryByText('Log in or sign up to play for real money.')).toBeNull();
    fireEvent.click(within(game).getByRole('button', { name: /^Open for ₽/ }));
    expect(await within(game).findByText(/^You got .+ worth /)).toBeTruthy();
    expect(requestsTo(seen, 'POST', '/api/v2/games/cases/bets')).toHaveLength(0);
    app.dispose();
  });

  it('says when the balance is short of the price, and that a case does not exist', async () => {
    const { app } = await loggedInApp(roundServer(roundState({ balance: 50 })), {
      balance: 50,
      total_balance: 50,
    });
    const router = await openGamePage(app, '/en/games/cases/street');
    const game = await screen.findByRole('region', { name: 'Street Case' });
    expect(
      (within(game).getByRole('button', { name: named('Open for ₽100') }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(textOf(within(game).getByText(/^Not enough money/))).toBe(
      'Not enough money: your balance is ₽50.',
    );
    await router.navigate({ to: '/{-$lang}/games/cases/$slug', params: { lang: 'en', slug: 'starter' } });
    expect(await screen.findByRole('heading', { name: 'There is no such case' })).toBeTruthy();
    app.dispose();
  });
});
