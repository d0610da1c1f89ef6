import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { ApiError } from '../../src/contract/failure';
import { FEED_SIZE, type FeedBet } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';
import type { PublicChannel } from '../../src/contract/realtime';
import { betsMessage, makeFeedBet as bet, makeWelcome } from '../realtime/realtime.fixtures';
import { realtimeMachine } from '../realtime/realtime.machine';
import type { NetworkEvent, SocketCommand } from '../realtime/realtime.types';
import { listenToRealtimeBets } from './live-feed.bridge';
import { HOLD_WAIT_MS, liveFeedMachine } from './live-feed.machine';
import { feedChannel, mergeFeed } from './live-feed.merge';
import { selectFeedBets, selectFeedFailure, selectIsFeedStarting } from './live-feed.select';
import type { HubBetsEvent, VisibilityEvent } from './live-feed.types';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const ids = (bets: FeedBet[]) => bets.map((b) => b.id);

/**
 * The feed on a simulated clock: `answer` answers read n (from 1); `reads` holds the clock time of each read;
 * `push` reports what the hub listener would; `held` the channel it holds now (null while none). Unless
 * `confirmed` is false, the hub confirms each hold at once.
 */
function start(
  game: HouseGame | null,
  answer: (read: number) => Promise<FeedBet[]>,
  { confirmed = true } = {},
) {
  const clock = new SimulatedClock();
  const reads: number[] = [];
  const listener: { held: PublicChannel | null; report: (e: HubBetsEvent) => void } = {
    held: null,
    report: () => {},
  };
  let visibility: (event: VisibilityEvent) => void = () => {};
  const actor = createActor(
    liveFeedMachine.provide({
      actors: {
        loadFeed: fromPromise(() => {
          reads.push(clock.now());
          return answer(reads.length);
        }),
        watchVisibility: fromCallback<VisibilityEvent, void>(({ sendBack }) => {
          visibility = sendBack;
        }),
        listenToBets: fromCallback<AnyEventObject, { channel: PublicChannel }>(({ input, sendBack }) => {
          listener.held = input.channel;
          listener.report = sendBack;
          if (confirmed) sendBack({ type: 'feed.channelHeld' });
          return () => void (listener.held = null);
        }),
      },
    }),
    { input: { game }, clock },
  ).start();
  return {
    actor,
    clock,
    reads,
    listener,
    push: (event: HubBetsEvent) => listener.report(event),
    visibility: (event: VisibilityEvent) => visibility(event),
    bets: () => ids(selectFeedBets(actor.getSnapshot())),
  };
}

describe('mergeFeed', () => {
  it('keeps each bet once, newest first, at most FEED_SIZE', () => {
    const snapshot = [bet(5), bet(4), bet(3)];
    // pushed batches are newest last; one bet came in the snapshot already
    expect(ids(mergeFeed(snapshot, [bet(4), bet(6), bet(7)]))).toEqual([7, 6, 5, 4, 3]);
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, i) => bet(i + 1));
    const merged = mergeFeed([], many);
    expect(merged).toHaveLength(FEED_SIZE);
    expect(merged[0]?.id).toBe(FEED_SIZE + 5);
    expect(merged.at(-1)?.id).toBe(6);
  });

  it('orders bets settled at the same time by id, and takes the newer copy of a bet', () => {
    const at = '2026-03-01T10:00:00.000Z';
    const merged = mergeFeed(
      [bet(1, { settled_at: at, player: 'Old' })],
      [bet(2, { settled_at: at }), bet(1, { settled_at: at, player: 'New' })],
    );
    expect(merged.map((b) => [b.id, b.player])).toEqual([
      [2, 'Player 2'],
      [1, 'New'],
    ]);
  });

  it('names the channel of one game, or of all', () => {
    expect(feedChannel('keno')).toBe('bets:keno');
    expect(feedChannel(null)).toBe('bets');
  });
});

describe('liveFeed', () => {
  it("holds the game's channel, reads the snapshot once and never again on a timer", async () => {
    const { actor, clock, reads, listener, bets } = start('keno', async () => [bet(2), bet(1)]);
    expect(listener.held).toBe('bets:keno');
    expect(selectIsFeedStarting(actor.getSnapshot())).toBe(true);
    await flush();
    expect(bets()).toEqual([2, 1]);
    clock.increment(10 * 60_000);
    await flush();
    expect(reads).toEqual([0]);
  });

  it('merges pushed batches in, newest first, without duplicates', async () => {
    const { push, bets } = start(null, async () => [bet(3), bet(2)]);
    await flush();
    push({ type: 'feed.betsReceived', bets: [bet(3), bet(4)] });
    push({ type: 'feed.betsReceived', bets: [bet(5)] });
    expect(bets()).toEqual([5, 4, 3, 2]);
  });

  it('keeps bets pushed while the snapshot is read', async () => {
    const { push, bets } = start(null, async () => [bet(2), bet(1)]);
    push({ type: 'feed.betsReceived', bets: [bet(3)] });
    await flush();
    expect(bets()).toEqual([3, 2, 1]);
  });

  it('reads the snapshot only once the hub holds the channel, so a bet settled in between is in one of the two', async () => {
    const { actor, push, reads, clock, bets } = start('dice', async () => [bet(1)], { confirmed: false });
    clock.increment(HOLD_WAIT_MS - 1);
    await flush();
    expect(reads).toEqual([]);
    expect(selectIsFeedStarting(actor.getSnapshot())).toBe(true);
    push({ type: 'feed.betsReceived', bets: [bet(2)] });
    push({ type: 'feed.channelHeld' });
    await flush();
    expect(reads).toEqual([HOLD_WAIT_MS - 1]);
    expect(bets()).toEqual([2, 1]);
  });

  it('reads the snapshot anyway when the hub does not hold the channel in time, and again once it does', async () => {
    const { push, reads, clock, bets } = start(null, async (n) => [bet(n)], { confirmed: false });
    clock.increment(HOLD_WAIT_MS);
    await flush();
    expect(reads).toEqual([HOLD_WAIT_MS]);
    expect(bets()).toEqual([1]);
    clock.increment(5_000);
    push({ type: 'feed.channelHeld' });
    await flush();
    expect(reads).toEqual([HOLD_WAIT_MS, HOLD_WAIT_MS + 5_000]);
    expect(bets()).toEqual([2, 1]);
  });

  it('reads the snapshot again each time the hub holds the channel anew, also when a read is on its way', async () => {
    const { push, reads, clock, bets } = start(null, async (n) => [bet(n * 10)]);
    push({ type: 'feed.channelHeld' });
    await flush();
    expect(reads).toHaveLength(2);
    clock.increment(1_000);
    push({ type: 'feed.channelHeld' });
    await flush();
    expect(reads).toEqual([0, 0, 1_000]);
    expect(bets()).toEqual([30, 20]);
  });

  it('keeps the bets shown and takes pushed ones when a read fails, and reads again when the hub holds the channel anew', async () => {
    const { actor, push, bets } = start(null, async (n) => {
      if (n === 2) throw new ApiError({ status: 500, code: 'server_error', message: 'x', fields: {} });
      return [bet(n)];
    });
    await flush();
    push({ type: 'feed.channelHeld' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ listening: 'failed' });
    expect(selectFeedFailure(actor.getSnapshot())?.code).toBe('server_error');
    expect(selectIsFeedStarting(actor.getSnapshot())).toBe(false);
    push({ type: 'feed.betsReceived', bets: [bet(7)] });
    expect(bets()).toEqual([7, 1]);
    push({ type: 'feed.channelHeld' });
    await flush();
    expect(bets()).toEqual([7, 3, 1]);
    expect(selectFeedFailure(actor.getSnapshot())).toBeNull();
  });

  it('lets the channel go while the page is hidden, and holds it and reads again when it is shown', async () => {
    const { actor, clock, reads, listener, visibility } = start('dice', async (n) => [bet(n)]);
    await flush();
    visibility({ type: 'feed.hidden' });
    expect(listener.held).toBeNull();
    expect(actor.getSnapshot().value).toBe('paused');
    clock.increment(60_000);
    visibility({ type: 'feed.visible' });
    await flush();
    expect(listener.held).toBe('bets:dice');
    expect(reads).toEqual([0, 60_000]);
  });
});

describe('listenToRealtimeBets', () => {
  /** The app's realtime actor with a socket the test opens, and feeds listening through it. */
  function withHub() {
    const frames: unknown[] = [];
    let report: (event: AnyEventObject) => void = () => {};
    const realtime = createActor(
      realtimeMachine.provide({
        actors: {
          socket: fromCallback<SocketCommand, void>(({ sendBack, receive }) => {
            report = sendBack;
            receive(({ frame }) => frames.push(frame));
          }),
          watchNetwork: fromCallback<NetworkEvent, void>(() => {}),
        },
      }),
      { input: { token: null, random: () => 0.5 } },
    ).start();
    report({ type: 'socket.opened' });
    report({ type: 'socket.welcomed', welcome: makeWelcome() });
    const feed = (game: HouseGame | null) =>
      createActor(
        liveFeedMachine.provide({
          actors: {
            loadFeed: fromPromise(async (): Promise<FeedBet[]> => []),
            watchVisibility: fromCallback<VisibilityEvent, void>(() => {}),
            listenToBets: listenToRealtimeBets(realtime),
          },
        }),
        { input: { game } },
      ).start();
    return { realtime, frames, report: (event: AnyEventObject) => report(event), feed };
  }

  it('asks for the channel for each feed, each waiting for its answer, and lets it go when the last one stops', async () => {
    const { frames, feed, report } = withHub();
    const first = feed('dice');
    const second = feed('dice');
    expect(frames.slice(1)).toEqual([
      { type: 'subscribe', channels: ['bets:dice'] },
      { type: 'subscribe', channels: ['bets:dice'] },
    ]);
    expect(first.getSnapshot().value).toEqual({ listening: 'holding' });
    report({ type: 'socket.subscribed', channels: ['bets:keno'] });
    expect(first.getSnapshot().value).toEqual({ listening: 'holding' });
    report({ type: 'socket.subscribed', channels: ['bets:dice'] });
    await flush();
    expect(first.getSnapshot().value).toEqual({ listening: 'live' });
    expect(second.getSnapshot().value).toEqual({ listening: 'live' });
    first.stop();
    expect(frames).toHaveLength(3);
    second.stop();
    expect(frames.slice(3)).toEqual([{ type: 'unsubscribe', channels: ['bets:dice'] }]);
  });

  it('without a realtime connection reads the snapshot at once', async () => {
    const actor = createActor(
      liveFeedMachine.provide({
        actors: {
          loadFeed: fromPromise(async (): Promise<FeedBet[]> => [bet(1)]),
          watchVisibility: fromCallback<VisibilityEvent, void>(() => {}),
          listenToBets: listenToRealtimeBets(undefined),
        },
      }),
      { input: { game: null } },
    ).start();
    await flush();
    expect(ids(selectFeedBets(actor.getSnapshot()))).toEqual([1]);
  });

  it("takes only its channel's batches and reads again when a reconnect could not resume", async () => {
    const { realtime, report, feed } = withHub();
    let reads = 0;
    const dice = createActor(
      liveFeedMachine.provide({
        actors: {
          loadFeed: fromPromise(async (): Promise<FeedBet[]> => (reads++, [])),
          watchVisibility: fromCallback<VisibilityEvent, void>(() => {}),
          listenToBets: listenToRealtimeBets(realtime),
        },
      }),
      { input: { game: 'dice' } },
    ).start();
    const all = feed(null);
    report({ type: 'socket.subscribed', channels: ['bets:dice'] });
    report({ type: 'socket.subscribed', channels: ['bets'] });
    await flush();
    expect(reads).toBe(1);
    report({ type: 'socket.received', message: betsMessage(1, [bet(1)], 'bets:dice') });
    report({ type: 'socket.received', message: betsMessage(2, [bet(2, { game: 'keno' })], 'bets:keno') });
    report({ type: 'socket.received', message: betsMessage(3, [bet(3)], 'bets') });
    expect(ids(selectFeedBets(dice.getSnapshot()))).toEqual([1]);
    expect(ids(selectFeedBets(all.getSnapshot()))).toEqual([3]);
    report({ type: 'socket.closed', code: 1006 });
    realtime.send({ type: 'network.offline' });
    realtime.send({ type: 'network.online' });
    report({ type: 'socket.opened' });
    report({
      type: 'socket.welcomed',
      welcome: makeWelcome({ channels: ['bets', 'bets:dice'], resumed: false }),
    });
    await flush();
    expect(reads).toBe(2);
  });
});
