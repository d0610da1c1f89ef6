// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProvider } from '../../src/app';
import type { FeedBet } from '../../src/contract/games/bets';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { LiveFeed } from '../../src/views/games/feed/live-feed';
import { betsMessage, makeWelcome } from '../../machines/realtime/realtime.fixtures';
import { answeringWebSockets, fakeWebSockets } from '../../src/api/realtime.fake';
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

const FEED = '/api/v2/games/feed';

const feedBet = (overrides: Partial<FeedBet>): FeedBet => ({
  id: 1,
  game: 'dice',
  player: 'Aigerim',
  avatar: 'gen:292f1786400b',
  currency: 'RUB',
  amount: 10,
  payout: 19.8,
  multiplier: 1.98,
  settled_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const BETS: FeedBet[] = [
  feedBet({ id: 3 }),
  // hides statistics and avatar
  feedBet({ id: 2, game: 'keno', player: null, avatar: null, payout: 0, multiplier: 0 }),
  // shows the name, hides the avatar
  feedBet({ id: 1, player: 'Timur', avatar: null }),
];

const feedServer = (request: SeenRequest) =>
  request.path === FEED ? { status: 200, body: { data: BETS } } : undefined;

/** The realtime hub of these tests: it takes every socket and holds every channel asked for. */
const hub = { WebSocket: answeringWebSockets() };

describe('LiveFeed', { timeout: 20_000 }, () => {
  it('shows recent bets of all games, "Hidden" and a neutral avatar for players who hide them', async () => {
    const { app, seen } = await loggedInApp(feedServer, {}, hub);
    render(
      <I18nProvider i18n={i18n}>
        <AppProvider actor={app.actor} games={app.games}>
          <LiveFeed game={null} />
        </AppProvider>
      </I18nProvider>,
    );
    const feed = screen.getByRole('region', { name: 'Live bets' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(3));
    const [shown, hidden, noAvatar] = within(feed).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(shown).getByText('Aigerim')).toBeTruthy();
    // a generated avatar: the name's initial on a colour from the key, never an image the page would load
    const avatar = within(shown).getByTestId('generated-avatar');
    expect(avatar.textContent).toBe('A');
    expect(avatar.style.backgroundColor).not.toBe('');
    expect(shown.querySelector('img')).toBeNull();
    expect(within(shown).getByText('Dice')).toBeTruthy();
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    expect(within(hidden).getByTestId('neutral-avatar')).toBeTruthy();
    expect(hidden.querySelector('img')).toBeNull();
    expect(within(hidden).getByText('Keno')).toBeTruthy();
    expect(within(noAvatar).getByText('Timur')).toBeTruthy();
    expect(within(noAvatar).getByTestId('neutral-avatar')).toBeTruthy();
    expect(feed.textContent).not.toContain('null');
    expect(requests(seen, 'GET', FEED).map((r) => Object.fromEntries(r.search))).toEqual([{}]);
  });

  it('runs below the game area of a game page, for that game', async () => {
    const { app, seen } = await loggedInApp(feedServer, {}, hub);
    await openPage(app, '/en/games/coinflip');
    const feed = await screen.findByRole('region', { name: 'Live bets' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(3));
    expect(requests(seen, 'GET', FEED).map((r) => Object.fromEntries(r.search))).toEqual([
      { game: 'coinflip' },
    ]);
  });

  it('says so when the feed cannot be read', async () => {
    const { app } = await loggedInApp(() => undefined, {}, hub);
    render(
      <I18nProvider i18n={i18n}>
        <AppProvider actor={app.actor} games={app.games}>
          <LiveFeed game="dice" />
        </AppProvider>
      </I18nProvider>,
    );
    expect(await screen.findByText('Live bets cannot be shown right now.')).toBeTruthy();
  });

  it("holds the game's channel on the hub while shown and puts pushed bets on top, without reading again", async () => {
    const { WebSocket, sockets } = fakeWebSockets();
    const { app, seen } = await loggedInApp(feedServer, {}, { WebSocket });
    const [socket] = sockets;
    socket!.open();
    socket!.frame(makeWelcome({ user_id: 7 }));
    const { unmount } = render(
      <I18nProvider i18n={i18n}>
        <AppProvider actor={app.actor} games={app.games}>
          <LiveFeed game="dice" />
        </AppProvider>
      </I18nProvider>,
    );
    const feed = screen.getByRole('region', { name: 'Live bets' });
    expect(socket!.sent).toContainEqual({ type: 'subscribe', channels: ['bets:dice'] });
    // the snapshot is read once the hub holds the channel
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests(seen, 'GET', FEED)).toHaveLength(0);
    socket!.frame({ type: 'subscribed', channels: ['bets:dice'] });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(3));
    const pushed = feedBet({ id: 9, player: 'Dana', settled_at: '2026-03-01T10:05:00.000Z' });
    socket!.frame(betsMessage(100, [pushed], 'bets:dice'));
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(4));
    expect(within(within(feed).getAllByRole('listitem')[0]!).getByText('Dana')).toBeTruthy();
    expect(requests(seen, 'GET', FEED)).toHaveLength(1);
    unmount();
    expect(socket!.sent.at(-1)).toEqual({ type: 'unsubscribe', channels: ['bets:dice'] });
  });
});
