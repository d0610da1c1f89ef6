import { afterEach, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../src/contract/realtime';
import {
  balance,
  connect,
  createTestTokens,
  feedBets,
  isEvent,
  sleep,
  startHubServer,
  type HubServer,
} from './realtime-harness';

let server: HubServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('realtime hub: hello and welcome', () => {
  it('welcomes a guest with its channels and sends it the public events of those channels only', async () => {
    server = await startHubServer();
    const client = await connect(server.url);
    const welcome = await client.hello({ channels: ['bets:dice'] });
    expect(welcome).toMatchObject({
      user_id: null,
      error: null,
      channels: ['bets:dice'],
      resumed: false,
      heartbeat_ms: 15_000,
    });
    expect(Math.abs(welcome.server_time - Date.now())).toBeLessThan(1_000);

    server.hub.publish('bets', 'bets', feedBets(1, 8, 1));
    const id = server.hub.publish('bets:dice', 'bets', feedBets(2, 8, 2));
    const event = await client.next(isEvent('bets'));
    expect(event).toMatchObject({ type: 'event', id, channel: 'bets:dice', kind: 'bets' });
    expect(client.events()).toHaveLength(1);
  });

  it('welcomes a player and delivers their own events, which a guest never gets', async () => {
    const tokens = createTestTokens();
    server = await startHubServer({ tokens });
    const player = await connect(server.url);
    const guest = await connect(server.url);
    expect((await player.hello({ token: tokens.issue(42), channels: ['bets'] })).user_id).toBe(42);
    expect((await guest.hello({ channels: ['bets'] })).user_id).toBeNull();

    const id = server.hub.publishToPlayer(42, 'balance', balance(100));
    expect(await player.next(isEvent('balance'))).toMatchObject({
      id,
      channel: 'player',
      data: balance(100),
    });
    server.hub.publish('bets', 'bets', feedBets(1));
    await guest.next(isEvent('bets'));
    expect(guest.events().map((e) => e.kind)).toEqual(['bets']);
  });

  it('answers a refused token with a guest welcome that says why', async () => {
    server = await startHubServer();
    const client = await connect(server.url);
    expect(await client.hello({ token: 'forged' })).toMatchObject({ user_id: null, error: 'token_invalid' });
  });

  it('ignores a token in the URL: only the hello frame authenticates', async () => {
    const tokens = createTestTokens();
    server = await startHubServer({ tokens });
    const token = tokens.issue(7);
    const client = await connect(`${server.url}?token=${token}&access_token=${token}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await client.hello({ token: null, channels: ['bets'] })).user_id).toBeNull();
    expect(tokens.checked).toEqual([]);
    server.hub.publishToPlayer(7, 'balance', balance(1));
    server.hub.publish('bets', 'bets', feedBets(1));
    await client.next(isEvent('bets'));
    expect(client.events().map((e) => e.kind)).toEqual(['bets']);
  });

  it('closes a socket that sends no hello in time with 4408, having sent it nothing', async () => {
    server = await startHubServer({ limits: { helloTimeoutMs: 100 } });
    const client = await connect(server.url);
    server.hub.publish('bets', 'bets', feedBets(1));
    expect((await client.closed).code).toBe(REALTIME_CLOSE.helloTimeout);
    expect(client.received).toEqual([]);
  });

  it('adds and removes channels with subscribe and unsubscribe', async () => {
    server = await startHubServer();
    const client = await connect(server.url);
    await client.hello({ channels: [] });
    client.send({ type: 'subscribe', channels: ['bets:keno'] });
    client.send({ type: 'unsubscribe', channels: ['bets:keno'] });
    client.send({ type: 'subscribe', channels: ['bets:dice'] });
    await expect.poll(() => server!.hub.stats().channels).toEqual({ 'bets:dice': 1 });
    server.hub.publish('bets:keno', 'bets', feedBets(1));
    const id = server.hub.publish('bets:dice', 'bets', feedBets(1));
    expect((await client.next(isEvent('bets'))).id).toBe(id);
  });

  it('answers a subscribe with subscribed once it holds the channels, so what is published after it arrives', async () => {
    server = await startHubServer();
    const client = await connect(server.url);
    await client.hello({ channels: ['bets'] });
    client.send({ type: 'subscribe', channels: ['bets:dice', 'bets:keno'] });
    expect(await client.next((m) => m.type === 'subscribed')).toEqual({
      type: 'subscribed',
      channels: ['bets:dice', 'bets:keno'],
    });
    const id = server.hub.publish('bets:keno', 'bets', feedBets(1));
    expect((await client.next(isEvent('bets'))).id).toBe(id);
  });
});

describe('realtime hub: sockets per address', () => {
  it('closes a socket past the limit of one address with 4430, and takes one again once another closed', async () => {
    server = await startHubServer({ maxSocketsPerIp: 2 });
    const first = await connect(server.url);
    const second = await connect(server.url);
    await first.hello({});
    await second.hello({});
    const third = await connect(server.url);
    expect((await third.closed).code).toBe(REALTIME_CLOSE.tooManySockets);
    expect(third.received).toEqual([]);
    first.ws.close();
    await first.closed;
    await sleep(50);
    const fourth = await connect(server.url);
    expect((await fourth.hello({})).user_id).toBeNull();
  });
});

describe('realtime hub: frames it refuses, with an error frame and 4400', () => {
  const cases: [string, (send: (raw: string | Buffer) => void) => void, string][] = [
    ['not JSON', (send) => send('{hello'), 'bad_json'],
    ['not a client message', (send) => send(JSON.stringify({ type: 'hello', token: null })), 'bad_message'],
    [
      'a hello with a field the protocol does not have',
      (send) => send(JSON.stringify({ type: 'hello', token: null, channels: [], user_id: 2 })),
      'bad_message',
    ],
    [
      'a channel that does not exist (a player channel)',
      (send) => send(JSON.stringify({ type: 'hello', token: null, channels: ['player:2'] })),
      'bad_message',
    ],
    [
      'a frame longer than maxClientFrameBytes',
      (send) => send(JSON.stringify({ type: 'hello', token: 'x'.repeat(20_000), channels: [] })),
      'too_long',
    ],
    [
      'a binary frame',
      (send) => send(Buffer.from('{"type":"hello","token":null,"channels":[]}')),
      'bad_message',
    ],
    [
      'a first frame other than hello',
      (send) => send(JSON.stringify({ type: 'subscribe', channels: ['bets'] })),
      'hello_expected',
    ],
  ];
  it.each(cases)('%s', async (_, sendBad, code) => {
    server = await startHubServer();
    const client = await connect(server.url);
    sendBad((raw) => client.ws.send(raw, { binary: Buffer.isBuffer(raw) }));
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ type: 'error', code });
    expect((await client.closed).code).toBe(REALTIME_CLOSE.badMessage);
  });

  it('a second hello', async () => {
    server = await startHubServer();
    const client = await connect(server.url);
    await client.hello({});
    client.send({ type: 'hello', token: null, channels: [] });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'hello_expected' });
    expect((await client.closed).code).toBe(REALTIME_CLOSE.badMessage);
  });

  it('subscriptions beyond maxChannels', async () => {
    server = await startHubServer({ limits: { maxChannels: 2 } });
    const client = await connect(server.url);
    await client.hello({ channels: ['bets', 'bets:dice'] });
    client.send({ type: 'subscribe', channels: ['bets:keno'] });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'too_many_channels' });
    expect((await client.closed).code).toBe(REALTIME_CLOSE.badMessage);
  });

  it('frames sent faster than the hub answers them', async () => {
    const tokens = createTestTokens();
    tokens.delayMs = 200;
    server = await startHubServer({ tokens });
    const client = await connect(server.url);
    client.send({ type: 'hello', token: tokens.issue(1), channels: [] });
    for (let i = 0; i < 10; i++) client.send({ type: 'auth', token: tokens.issue(1) });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'too_many_messages' });
    expect((await client.closed).code).toBe(REALTIME_CLOSE.badMessage);
    // what was still being checked is dropped with the socket
    await sleep(250);
    expect(server.hub.stats()).toMatchObject({ sockets: 0, players: 0 });
  });
});
