import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  setup,
  SimulatedClock,
  type ActorRefFrom,
  type AnyEventObject,
} from 'xstate';
import { REALTIME, type ClientMessage } from '../../src/contract/realtime';
import { JITTER, nextJitter, reconnectDelay, seedFrom } from './realtime.backoff';
import { balanceMessage, betsMessage, makeFeedBet, makeWelcome } from './realtime.fixtures';
import { RECENT_IDS, rememberId } from './realtime.frames';
import { realtimeMachine } from './realtime.machine';
import { selectConnection, selectHeldChannels, selectRealtimeNotice } from './realtime.select';
import type { NetworkEvent, RealtimeEmitted, RealtimeInput, SocketCommand, Welcome } from './realtime.types';

/** One socket the machine opened: the frames it was asked to send, and whether it was stopped. */
interface FakeSocket {
  frames: ClientMessage[];
  stopped: boolean;
  report(event: AnyEventObject): void;
}

/**
 * The realtime actor under a recording parent, on a simulated clock: `sockets` holds every socket it opened,
 * `toParent` what it told the app, `emitted` what it emitted to listeners, `network` reports the browser's network.
 */
function start(input: Partial<RealtimeInput> = {}) {
  const clock = new SimulatedClock();
  const sockets: FakeSocket[] = [];
  const toParent: AnyEventObject[] = [];
  let network: (event: NetworkEvent) => void = () => {};
  const machine = realtimeMachine.provide({
    actors: {
      socket: fromCallback<SocketCommand, void>(({ sendBack, receive }) => {
        const socket: FakeSocket = { frames: [], stopped: false, report: sendBack };
        sockets.push(socket);
        receive((command) => socket.frames.push(command.frame));
        return () => void (socket.stopped = true);
      }),
      watchNetwork: fromCallback<NetworkEvent, void>(({ sendBack }) => {
        network = sendBack;
      }),
    },
  });
  const parent = setup({ actors: { realtime: machine } }).createMachine({
    invoke: { src: 'realtime', id: 'realtime', input: { token: null, random: () => 0.5, ...input } },
    on: { '*': { actions: ({ event }) => toParent.push(event) } },
  });
  const app = createActor(parent, { clock }).start();
  const actor = app.getSnapshot().children.realtime as ActorRefFrom<typeof machine>;
  const emitted: RealtimeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const socket = () => sockets.at(-1)!;
  /** The current socket opens and is welcomed. */
  const welcome = (overrides: Partial<Welcome> = {}) => {
    socket().report({ type: 'socket.opened' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome(overrides) });
  };
  return {
    actor,
    clock,
    sockets,
    socket,
    toParent,
    emitted,
    welcome,
    network: (event: NetworkEvent) => network(event),
  };
}

/** The soonest and the latest a reconnect after `attempt` earlier failures may come. */
const bounds = (attempt: number) => {
  const base = Math.min(
    REALTIME.reconnectMaxMs,
    REALTIME.reconnectFirstMs * REALTIME.reconnectFactor ** attempt,
  );
  return { min: Math.round(base * (1 - JITTER)), max: Math.round(base * (1 + JITTER)) };
};

describe('realtime backoff', () => {
  it('grows by the factor from the first wait and stops at the ceiling, jittered by ±20 %', () => {
    expect([0, 1, 2, 3, 4, 5].map((attempt) => reconnectDelay(attempt, 0.5))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 15_000,
    ]);
    expect(reconnectDelay(40, 0.5)).toBe(15_000);
    expect(reconnectDelay(0, 0)).toBe(400);
    expect(reconnectDelay(0, 0.999_999)).toBe(600);
    expect(reconnectDelay(40, 0)).toBe(12_000);
    expect(reconnectDelay(40, 0.999_999)).toBe(18_000);
  });

  it('draws jitter units in [0, 1) spread over the whole range, replayable from the seed', () => {
    let seed = seedFrom(() => 0.25);
    const units: number[] = [];
    for (let i = 0; i < 10_000; i++) {
      const draw = nextJitter(seed);
      units.push(draw.unit);
      seed = draw.seed;
    }
    expect(Math.min(...units)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...units)).toBeLessThan(1);
    expect(Math.min(...units)).toBeLessThan(0.01);
    expect(Math.max(...units)).toBeGreaterThan(0.99);
    expect(units.reduce((a, b) => a + b, 0) / units.length).toBeCloseTo(0.5, 1);
    expect(nextJitter(seedFrom(() => 0.25)).unit).toBe(units[0]);
  });
});

describe('realtime', () => {
  it('connects at once and says hello with the token and the wanted channels, nothing before the socket opens', () => {
    const { actor, sockets, socket } = start({ token: 'tok-1' });
    actor.send({ type: 'realtime.subscribe', channel: 'bets:dice' });
    expect(sockets).toHaveLength(1);
    expect(socket().frames).toEqual([]);
    socket().report({ type: 'socket.opened' });
    expect(socket().frames).toEqual([{ type: 'hello', token: 'tok-1', channels: ['bets:dice'] }]);
    expect(selectConnection(actor.getSnapshot())).toBe('connecting');
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ channels: ['bets:dice'] }) });
    expect(selectConnection(actor.getSnapshot())).toBe('open');
    expect(socket().frames).toHaveLength(1);
  });

  it('reconnects after a close within ±20 % of a wait that doubles from 500 ms up to 15 s', () => {
    const { actor, clock, sockets, socket } = start({ random: () => 0.9 });
    for (let attempt = 0; attempt < 8; attempt++) {
      socket().report({ type: 'socket.closed', code: 1006 });
      expect(selectConnection(actor.getSnapshot())).toBe('reconnecting');
      const { min, max } = bounds(attempt);
      clock.increment(min - 1);
      expect(sockets).toHaveLength(attempt + 1);
      clock.increment(max - min + 1);
      expect(sockets).toHaveLength(attempt + 2);
    }
    expect(actor.getSnapshot().context.attempt).toBe(8);
  });

  it('spreads the reconnects of tabs over the whole jitter range', () => {
    const waits = Array.from({ length: 20 }, (_, i) => {
      const { actor, socket } = start({ random: () => i / 20 });
      socket().report({ type: 'socket.closed', code: 1001 });
      return actor.getSnapshot().context.retryDelay;
    });
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(400);
    expect(Math.max(...waits)).toBeLessThanOrEqual(600);
    expect(waits.filter((wait) => wait < 450).length).toBeGreaterThan(0);
    expect(waits.filter((wait) => wait > 550).length).toBeGreaterThan(0);
    expect(new Set(waits).size).toBeGreaterThan(15);
  });

  it('starts the backoff over once a socket is welcomed', () => {
    const { actor, clock, socket, welcome } = start();
    socket().report({ type: 'socket.closed', code: 1006 });
    clock.increment(bounds(0).max);
    socket().report({ type: 'socket.closed', code: 1006 });
    clock.increment(bounds(1).max);
    expect(actor.getSnapshot().context.attempt).toBe(2);
    welcome();
    expect(actor.getSnapshot().context.attempt).toBe(0);
    socket().report({ type: 'socket.closed', code: 1001 });
    expect(actor.getSnapshot().context.retryDelay).toBeLessThanOrEqual(bounds(0).max);
  });

  it('makes no attempt while the browser is offline and connects at once when it is back', () => {
    const { actor, clock, sockets, socket, welcome, network } = start();
    welcome();
    network({ type: 'network.offline' });
    expect(socket().stopped).toBe(true);
    expect(selectConnection(actor.getSnapshot())).toBe('offline');
    clock.increment(10 * 60_000);
    expect(sockets).toHaveLength(1);
    network({ type: 'network.online' });
    expect(sockets).toHaveLength(2);
    expect(selectConnection(actor.getSnapshot())).toBe('connecting');
  });

  it('stops waiting to reconnect when the browser goes offline', () => {
    const { actor, clock, sockets, socket, network } = start();
    socket().report({ type: 'socket.closed', code: 1006 });
    network({ type: 'network.offline' });
    clock.increment(60_000);
    expect(sockets).toHaveLength(1);
    expect(selectConnection(actor.getSnapshot())).toBe('offline');
  });

  it('treats a socket that is silent for two heartbeats as dead, any frame keeping it alive', () => {
    const { actor, clock, sockets, socket, welcome } = start();
    welcome({ heartbeat_ms: 10_000 });
    clock.increment(19_999);
    socket().report({ type: 'socket.heartbeat' });
    clock.increment(19_999);
    socket().report({ type: 'socket.received', message: betsMessage(1, []) });
    clock.increment(19_999);
    expect(selectConnection(actor.getSnapshot())).toBe('open');
    clock.increment(1);
    expect(selectConnection(actor.getSnapshot())).toBe('reconnecting');
    expect(sockets[0]!.stopped).toBe(true);
    clock.increment(bounds(0).max);
    expect(sockets).toHaveLength(2);
  });

  it('gives up on a socket that never opens after two heartbeats of the contract', () => {
    const { actor, clock } = start();
    clock.increment(2 * REALTIME.heartbeatMs - 1);
    expect(selectConnection(actor.getSnapshot())).toBe('connecting');
    clock.increment(1);
    expect(selectConnection(actor.getSnapshot())).toBe('reconnecting');
  });

  it('re-authenticates an open socket when the token changes, and not for the same token', () => {
    const { actor, socket, welcome } = start({ token: 'old' });
    welcome({ user_id: 7 });
    actor.send({ type: 'token.changed', token: 'old' });
    actor.send({ type: 'token.changed', token: 'new' });
    actor.send({ type: 'token.changed', token: null });
    expect(socket().frames.slice(1)).toEqual([
      { type: 'auth', token: 'new' },
      { type: 'auth', token: null },
    ]);
  });

  it('sends a token that changed while the hello waited for its welcome right after the welcome', () => {
    const { actor, socket } = start({ token: 'old' });
    socket().report({ type: 'socket.opened' });
    actor.send({ type: 'token.changed', token: 'new' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ user_id: 7 }) });
    expect(socket().frames).toEqual([
      { type: 'hello', token: 'old', channels: [] },
      { type: 'auth', token: 'new' },
    ]);
  });

  it('says hello with the token of the moment on every connection', () => {
    const { actor, clock, socket, welcome } = start({ token: 'first' });
    welcome();
    socket().report({ type: 'socket.closed', code: 1006 });
    actor.send({ type: 'token.changed', token: 'second' });
    clock.increment(bounds(0).max);
    socket().report({ type: 'socket.opened' });
    expect(socket().frames).toEqual([{ type: 'hello', token: 'second', channels: [] }]);
  });

  it('holds a channel while any listener wants it: a subscribe for each, one unsubscribe when the last leaves', () => {
    const { actor, socket, welcome } = start();
    welcome();
    const send = (type: 'realtime.subscribe' | 'realtime.unsubscribe', channel: 'bets' | 'bets:keno') =>
      actor.send({ type, channel });
    send('realtime.subscribe', 'bets');
    send('realtime.subscribe', 'bets');
    send('realtime.subscribe', 'bets:keno');
    send('realtime.unsubscribe', 'bets');
    expect(selectHeldChannels(actor.getSnapshot())).toEqual(['bets', 'bets:keno']);
    send('realtime.unsubscribe', 'bets');
    send('realtime.unsubscribe', 'bets');
    expect(selectHeldChannels(actor.getSnapshot())).toEqual(['bets:keno']);
    expect(actor.getSnapshot().context.subscriptions.bets).toBe(0);
    // a listener joining a held channel waits for the hub's answer to its own subscribe
    expect(socket().frames.slice(1)).toEqual([
      { type: 'subscribe', channels: ['bets'] },
      { type: 'subscribe', channels: ['bets'] },
      { type: 'subscribe', channels: ['bets:keno'] },
      { type: 'unsubscribe', channels: ['bets'] },
    ]);
  });

  it('tells listeners the channels the hub holds: those of the welcome to a hello, and each answer to a subscribe', () => {
    const { actor, socket, welcome, emitted } = start({ token: 'tok' });
    actor.send({ type: 'realtime.subscribe', channel: 'bets' });
    welcome({ user_id: 7, channels: ['bets'] });
    actor.send({ type: 'realtime.subscribe', channel: 'bets:dice' });
    socket().report({ type: 'socket.subscribed', channels: ['bets:dice'] });
    // the answer to an `auth` holds nothing new
    actor.send({ type: 'token.changed', token: 'fresh' });
    socket().report({
      type: 'socket.welcomed',
      welcome: makeWelcome({ user_id: 7, channels: ['bets', 'bets:dice'] }),
    });
    expect(emitted).toEqual([
      { type: 'realtime.channelsHeld', channels: ['bets'] },
      { type: 'realtime.channelsHeld', channels: ['bets:dice'] },
    ]);
  });

  it('brings the channels in line after the welcome when they changed while the hello was on its way', () => {
    const { actor, socket } = start();
    actor.send({ type: 'realtime.subscribe', channel: 'bets' });
    socket().report({ type: 'socket.opened' });
    actor.send({ type: 'realtime.unsubscribe', channel: 'bets' });
    actor.send({ type: 'realtime.subscribe', channel: 'bets:dice' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ channels: ['bets'] }) });
    expect(socket().frames).toEqual([
      { type: 'hello', token: null, channels: ['bets'] },
      { type: 'subscribe', channels: ['bets:dice'] },
      { type: 'unsubscribe', channels: ['bets'] },
    ]);
  });

  it('resumes from the highest id received and drops what the resume sends again', () => {
    const { actor, clock, socket, welcome, emitted } = start();
    actor.send({ type: 'realtime.subscribe', channel: 'bets' });
    welcome({ channels: ['bets'] });
    socket().report({ type: 'socket.received', message: betsMessage(20, [makeFeedBet(2)]) });
    socket().report({ type: 'socket.received', message: betsMessage(10, [makeFeedBet(1)]) });
    socket().report({ type: 'socket.closed', code: 1006 });
    clock.increment(bounds(0).max);
    socket().report({ type: 'socket.opened' });
    expect(socket().frames[0]).toEqual({ type: 'hello', token: null, channels: ['bets'], since: 20 });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ channels: ['bets'], resumed: true }) });
    for (const id of [10, 20, 30]) {
      socket().report({ type: 'socket.received', message: betsMessage(id, [makeFeedBet(id)]) });
    }
    expect(emitted.flatMap((e) => (e.type === 'realtime.received' ? [e.message.id] : []))).toEqual([
      20, 10, 30,
    ]);
  });

  it('keeps a bounded set of recent ids', () => {
    let ids: number[] = [];
    for (let id = 1; id <= RECENT_IDS + 10; id++) ids = rememberId(ids, id);
    expect(ids).toHaveLength(RECENT_IDS);
    expect(ids[0]).toBe(11);
    expect(ids.at(-1)).toBe(RECENT_IDS + 10);
  });

  it('tells the app of missed messages when a reconnect could not resume, and not on the first connection', () => {
    const { clock, socket, welcome, toParent } = start({ token: 'tok' });
    welcome({ user_id: 7, resumed: false });
    expect(toParent).toEqual([]);
    socket().report({ type: 'socket.closed', code: 1006 });
    clock.increment(bounds(0).max);
    welcome({ user_id: 7, resumed: true });
    expect(toParent).toEqual([]);
    socket().report({ type: 'socket.closed', code: 1006 });
    clock.increment(bounds(0).max);
    welcome({ user_id: 7, resumed: false });
    expect(toParent).toEqual([{ type: 'realtime.messagesMissed' }]);
  });

  it("hands the player's newest balance to the app with the player the socket speaks for", () => {
    const { socket, welcome, toParent } = start({ token: 'tok' });
    welcome({ user_id: 7 });
    socket().report({ type: 'socket.received', message: balanceMessage(50, 120) });
    socket().report({ type: 'socket.received', message: balanceMessage(40, 100) });
    socket().report({ type: 'socket.received', message: balanceMessage(60, 80, 'USD') });
    expect(toParent).toEqual([
      {
        type: 'balance.changed',
        userId: 7,
        currency: 'RUB',
        balance: 120,
        bonus_balance: 5,
        total_balance: 125,
      },
      {
        type: 'balance.changed',
        userId: 7,
        currency: 'USD',
        balance: 80,
        bonus_balance: 5,
        total_balance: 85,
      },
    ]);
  });

  it('keeps the previous player for messages that come before the welcome to a new token', () => {
    const { actor, socket, welcome, toParent } = start({ token: 'a' });
    welcome({ user_id: 7 });
    actor.send({ type: 'token.changed', token: 'b' });
    socket().report({ type: 'socket.received', message: balanceMessage(1, 10) });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ user_id: 8 }) });
    socket().report({ type: 'socket.received', message: balanceMessage(2, 20) });
    expect(toParent.map((e) => [e.userId, e.balance])).toEqual([
      [7, 10],
      [8, 20],
    ]);
  });

  it('asks the app once for a fresh token when the hub refuses or ends the token', () => {
    const { actor, socket, welcome, toParent } = start({ token: 'expired' });
    welcome({ error: 'token_expired' });
    expect(toParent).toEqual([{ type: 'realtime.tokenRefused' }]);
    actor.send({ type: 'token.changed', token: 'refused-too' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ error: 'token_invalid' }) });
    expect(toParent).toHaveLength(1);
    actor.send({ type: 'token.changed', token: 'good' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ user_id: 7 }) });
    socket().report({ type: 'socket.signedOut', reason: 'session_ended' });
    expect(toParent).toEqual([{ type: 'realtime.tokenRefused' }, { type: 'realtime.tokenRefused' }]);
    expect(actor.getSnapshot().context.userId).toBeNull();
    socket().report({ type: 'socket.received', message: balanceMessage(1, 10) });
    expect(toParent).toHaveLength(2);
  });

  it('asks nothing for a guest', () => {
    const { socket, welcome, toParent } = start();
    welcome();
    socket().report({ type: 'socket.signedOut', reason: 'token_expired' });
    expect(toParent).toEqual([]);
  });

  it('tells the player about live updates only once two connections in a row have failed, or offline', () => {
    const { actor, clock, socket, welcome, network } = start();
    const notice = () => selectRealtimeNotice(actor.getSnapshot());
    expect(notice()).toBeNull();
    socket().report({ type: 'socket.closed', code: 1006 });
    expect(notice()).toBeNull();
    clock.increment(bounds(0).max);
    expect(notice()).toBeNull();
    socket().report({ type: 'socket.closed', code: 1006 });
    expect(notice()).toBe('reconnecting');
    clock.increment(bounds(1).max);
    expect(notice()).toBe('reconnecting');
    welcome();
    expect(notice()).toBeNull();
    network({ type: 'network.offline' });
    expect(notice()).toBe('offline');
  });
});
