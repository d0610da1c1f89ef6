import { afterEach, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/server/sessions/access-tokens';
import { createLocalBus } from '../../src/server/realtime/bus';
import { verifyLiveSession } from '../../src/server/realtime/verify-token';
import {
  balance,
  connect,
  createTestTokens,
  feedBets,
  isEvent,
  startHubPair,
  startHubServer,
  type HubServer,
  type TestClient,
} from './realtime-harness';

const servers: HubServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
const started = <T extends HubServer | HubServer[]>(s: T): T => {
  servers.push(...(Array.isArray(s) ? s : [s]));
  return s;
};

/** The kinds of event `client` got up to and including a public marker published after everything else. */
async function kindsUntilMarker(server: HubServer, client: TestClient) {
  const marker = server.hub.publish('bets', 'bets', feedBets(1, 8, 99));
  await client.next((m) => m.type === 'event' && m.id === marker);
  return client.events().map((e) => `${e.kind}:${e.kind === 'balance' ? e.data.balance : e.channel}`);
}

describe('realtime hub: per-player delivery', () => {
  it('never gives player A what is meant for player B, whatever A sends', async () => {
    const tokens = createTestTokens();
    const server = started(await startHubServer({ tokens }));
    const victim = await connect(server.url);
    await victim.hello({ token: tokens.issue(2), channels: ['bets'] });
    const attacker = await connect(`${server.url}?user_id=2&token=${tokens.issue(2)}`);
    await attacker.hello({ token: tokens.issue(1), channels: ['bets'] });

    server.hub.publishToPlayer(2, 'balance', balance(200));
    server.hub.publishToPlayer(1, 'balance', balance(100));
    expect(await kindsUntilMarker(server, attacker)).toEqual(['balance:100', 'bets:bets']);
    expect(await kindsUntilMarker(server, victim)).toEqual(['balance:200', 'bets:bets', 'bets:bets']);

    // naming the victim in a frame only gets the attacker's socket closed
    attacker.send({ type: 'subscribe', channels: ['player:2'] });
    await attacker.closed;
    const again = await connect(server.url);
    again.send({ type: 'hello', token: null, channels: [], user_id: 2 });
    expect(await again.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_message' });
  });

  it('switches a socket to the player of a new token (auth) and stops the former player’s events', async () => {
    const tokens = createTestTokens();
    const server = started(await startHubServer({ tokens }));
    const client = await connect(server.url);
    await client.hello({ token: tokens.issue(1), channels: ['bets'] });
    client.send({ type: 'auth', token: tokens.issue(2) });
    expect(await client.next((m) => m.type === 'welcome')).toMatchObject({
      user_id: 2,
      error: null,
      resumed: false,
    });
    server.hub.publishToPlayer(1, 'balance', balance(1));
    server.hub.publishToPlayer(2, 'balance', balance(2));
    expect(await kindsUntilMarker(server, client)).toEqual(['balance:2', 'bets:bets']);
    expect(server.hub.stats().players).toBe(1);
  });

  it('stops player events after a logout (auth null) and keeps the public channels', async () => {
    const tokens = createTestTokens();
    const server = started(await startHubServer({ tokens }));
    const client = await connect(server.url);
    await client.hello({ token: tokens.issue(1), channels: ['bets'] });
    client.send({ type: 'auth', token: null });
    expect(await client.next((m) => m.type === 'welcome')).toMatchObject({ user_id: null, error: null });
    server.hub.publishToPlayer(1, 'balance', balance(1));
    expect(await kindsUntilMarker(server, client)).toEqual(['bets:bets']);
    expect(server.hub.stats()).toMatchObject({ players: 0, sockets: 1 });
  });

  it('drops the player of a socket whose new token is refused', async () => {
    const tokens = createTestTokens();
    const server = started(await startHubServer({ tokens }));
    const client = await connect(server.url);
    await client.hello({ token: tokens.issue(1), channels: ['bets'] });
    client.send({ type: 'auth', token: 'forged' });
    expect(await client.next((m) => m.type === 'welcome')).toMatchObject({
      user_id: null,
      error: 'token_invalid',
    });
    server.hub.publishToPlayer(1, 'balance', balance(1));
    expect(await kindsUntilMarker(server, client)).toEqual(['bets:bets']);
  });
});

describe('realtime hub: sessions and token expiry', () => {
  it('signs out the sockets of an ended session in every process, and no others', async () => {
    const tokens = createTestTokens();
    const [a, b] = started(await startHubPair(createLocalBus(), tokens));
    const ended = await connect(b!.url);
    await ended.hello({ token: tokens.issue(7, { sid: 'phone' }), channels: ['bets'] });
    const otherSession = await connect(b!.url);
    await otherSession.hello({ token: tokens.issue(7, { sid: 'laptop' }), channels: ['bets'] });
    const reused = tokens.issue(7, { sid: 'phone' });

    a!.hub.endSession('phone');
    expect(await ended.next((m) => m.type === 'signed_out')).toEqual({
      type: 'signed_out',
      reason: 'session_ended',
    });
    a!.hub.publishToPlayer(7, 'balance', balance(7));
    expect(await kindsUntilMarker(a!, ended)).toEqual(['bets:bets']);
    expect(await kindsUntilMarker(a!, otherSession)).toEqual(['balance:7', 'bets:bets', 'bets:bets']);
    expect(otherSession.received.some((m) => m.type === 'signed_out')).toBe(false);

    // a token of the ended session that the verifier still accepted is refused all the same
    ended.send({ type: 'auth', token: reused });
    expect(await ended.next((m) => m.type === 'welcome')).toMatchObject({
      user_id: null,
      error: 'session_ended',
    });
  });

  it('refuses a session that ends while its token is being checked', async () => {
    const tokens = createTestTokens();
    tokens.delayMs = 100;
    const server = started(await startHubServer({ tokens }));
    const client = await connect(server.url);
    client.send({ type: 'hello', token: tokens.issue(3, { sid: 'ending' }), channels: [] });
    server.hub.endSession('ending');
    expect(await client.next((m) => m.type === 'welcome')).toMatchObject({
      user_id: null,
      error: 'session_ended',
    });
    expect(server.hub.stats().players).toBe(0);
  });

  it('signs out a socket whose token expires without a new auth; public events go on; a new token resumes', async () => {
    const tokens = createTestTokens();
    const server = started(await startHubServer({ tokens }));
    const client = await connect(server.url);
    await client.hello({ token: tokens.issue(5, { ttlMs: 150 }), channels: ['bets'] });
    expect(await client.next((m) => m.type === 'signed_out')).toEqual({
      type: 'signed_out',
      reason: 'token_expired',
    });
    server.hub.publishToPlayer(5, 'balance', balance(1));
    expect(await kindsUntilMarker(server, client)).toEqual(['bets:bets']);

    client.send({ type: 'auth', token: tokens.issue(5) });
    expect(await client.next((m) => m.type === 'welcome')).toMatchObject({ user_id: 5 });
    server.hub.publishToPlayer(5, 'balance', balance(2));
    expect((await client.next(isEvent('balance'))).data).toEqual(balance(2));
  });

  it('keeps a socket whose token was refreshed in time', async () => {
    const tokens = createTestTokens();
    const server = started(await startHubServer({ tokens }));
    const client = await connect(server.url);
    await client.hello({ token: tokens.issue(5, { ttlMs: 150 }), channels: ['bets'] });
    client.send({ type: 'auth', token: tokens.issue(5, { ttlMs: 60_000 }) });
    await client.next((m) => m.type === 'welcome');
    await new Promise((resolve) => setTimeout(resolve, 250));
    server.hub.publishToPlayer(5, 'balance', balance(3));
    expect(await kindsUntilMarker(server, client)).toEqual(['balance:3', 'bets:bets']);
    expect(client.received.some((m) => m.type === 'signed_out')).toBe(false);
  });

  it('tells the app’s refusals apart: forged, expired, ended session', async () => {
    const now = { date: new Date() };
    const access = createAccessTokens({ secret: new Uint8Array(32).fill(7), ttl: 60, now: () => now.date });
    const verifyToken = verifyLiveSession(access.verify, async (sid) => sid !== 'logged-out');
    const hub = started(await startHubServer({ verifyToken }));
    const welcomeOf = async (token: string) => (await (await connect(hub.url)).hello({ token })).error;

    const live = await access.sign(9, 'live');
    const loggedOut = await access.sign(9, 'logged-out');
    now.date = new Date(Date.now() - 3_600_000);
    const expired = await access.sign(9, 'live');
    now.date = new Date();

    expect(await welcomeOf(live)).toBeNull();
    expect(await welcomeOf(`${live.slice(0, -2)}xx`)).toBe('token_invalid');
    expect(await welcomeOf(expired)).toBe('token_expired');
    expect(await welcomeOf(loggedOut)).toBe('session_ended');
  });
});
