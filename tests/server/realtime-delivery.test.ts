import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE, REALTIME_PATH, type EventMessage } from '../../src/contract/realtime';
import { createLocalBus, MessageTooLargeError, type Bus } from '../../src/server/realtime/bus';
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

const servers: HubServer[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
const started = (server: HubServer) => {
  servers.push(server);
  return server;
};

/** A client that upgrades, says hello, and then never reads a byte. */
async function stalledClient(url: string, channels: string[]): Promise<net.Socket> {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `GET ${REALTIME_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  const payload = Buffer.from(JSON.stringify({ type: 'hello', token: null, channels }));
  // a client frame: FIN + text, masked with a zero key (so the payload goes as it is), length < 126
  socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]));
  return socket;
}

describe('realtime hub: fan-out', () => {
  it('serializes an event once, however many sockets receive it', async () => {
    const server = started(await startHubServer());
    const clients = await Promise.all(Array.from({ length: 40 }, () => connect(server.url)));
    await Promise.all(clients.map((c) => c.hello({ channels: ['bets'] })));
    const stringify = vi.spyOn(JSON, 'stringify');
    const id = server.hub.publish('bets', 'bets', feedBets(30));
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    await Promise.all(clients.map(async (c) => expect((await c.next(isEvent('bets'))).id).toBe(id)));
  });

  it('sends a batch too big for the bus as consecutive halves, and refuses a single message too big', async () => {
    const local = createLocalBus();
    const bus: Bus = {
      ...local,
      publish(topic, payload) {
        const bytes = JSON.stringify(payload).length;
        if (bytes > 2_000) throw new MessageTooLargeError(topic, bytes, 2_000);
        local.publish(topic, payload);
      },
    };
    const server = started(await startHubServer({ bus }));
    const client = await connect(server.url);
    await client.hello({ channels: ['bets'] });
    const batch = feedBets(30).map((bet, i) => ({ ...bet, id: i }));
    server.hub.publish('bets', 'bets', batch);
    const arrived: number[][] = [];
    while (arrived.flat().length < 30)
      arrived.push((await client.next(isEvent('bets'))).data.map((b) => b.id));
    expect(arrived.flat()).toEqual(batch.map((bet) => bet.id));
    expect(arrived.length).toBeGreaterThan(1);
    expect(() => server.hub.publish('bets', 'bets', feedBets(1, 3_000))).toThrow(MessageTooLargeError);
  });

  it('drops a client that stops reading while a fast one gets every event and the process stays responsive', async () => {
    const server = started(await startHubServer({ limits: { maxBufferedBytes: 256 * 1024 } }));
    const stalled = await stalledClient(server.url, ['bets']);
    const fast = await connect(server.url);
    await fast.hello({ channels: ['bets'] });
    await expect.poll(() => server.hub.stats().channels.bets).toBe(2);

    const bigBatch = feedBets(30, 2_000); // ≈ 64 KB a frame
    const published: number[] = [];
    let longestStallMs = 0;
    for (let i = 0; i < 240; i++) {
      published.push(server.hub.publish('bets', 'bets', bigBatch));
      const before = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      longestStallMs = Math.max(longestStallMs, performance.now() - before);
    }
    const ids: number[] = [];
    while (ids.length < published.length) ids.push((await fast.next(isEvent('bets'))).id);
    expect(ids).toEqual(published);
    expect(server.hub.stats()).toMatchObject({ droppedSlowConsumers: 1, channels: { bets: 1 } });
    expect(longestStallMs).toBeLessThan(200);
    stalled.destroy();
  });
});

describe('realtime hub: resume after a reconnect', () => {
  const limits = { resumeOverlapMs: 20 };

  it('sends again what a player missed, so that after dropping seen ids nothing is missing or doubled, and of the missed balances only the newest', async () => {
    const tokens = createTestTokens();
    const server = started(await startHubServer({ tokens, limits }));
    await sleep(limits.resumeOverlapMs + 5);
    const token = tokens.issue(4);
    const first = await connect(server.url);
    await first.hello({ token, channels: ['bets', 'bets:dice'] });
    const published: number[] = [];
    const balances: number[] = [];
    const publish = (i: number) => {
      published.push(server.hub.publish('bets', 'bets', feedBets(1, 8, i)));
      if (i % 3 === 0) published.push(server.hub.publish('bets:dice', 'bets', feedBets(1, 8, i)));
      if (i % 2 === 0) balances.push(server.hub.publishToPlayer(4, 'balance', balance(i)));
      server.hub.publishToPlayer(5, 'balance', balance(-i));
      server.hub.publish('bets:keno', 'bets', feedBets(1, 8, i));
    };
    for (let i = 0; i < 10; i++) publish(i);
    const seen = new Map<number, EventMessage>();
    while (seen.size < published.length + balances.length) {
      const event = await first.next<EventMessage>((m) => m.type === 'event');
      seen.set(event.id, event);
    }
    first.ws.close();
    await first.closed;
    for (let i = 10; i < 20; i++) publish(i);

    const second = await connect(server.url);
    const since = Math.max(...seen.keys());
    expect(await second.hello({ token, channels: ['bets', 'bets:dice'], since })).toMatchObject({
      user_id: 4,
      resumed: true,
    });
    const marker = server.hub.publish('bets', 'bets', feedBets(1));
    await second.next((m) => m.type === 'event' && m.id === marker);
    const resent = second.events().filter((e) => e.id !== marker);
    // the overlap sends some seen ones again; the client drops them
    expect(resent.some((e) => seen.has(e.id))).toBe(true);
    for (const event of resent) if (!seen.has(event.id)) seen.set(event.id, event);
    // the balances of 0, 2, 4, 6 and 8 arrived live; of the five missed, the newest replaces the others
    const expected = [...published, ...balances.slice(0, 5), balances[9]!].sort((a, b) => a - b);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(expected);
    expect([...seen.values()].every((e) => e.channel !== 'bets:keno')).toBe(true);
    expect([...seen.values()].filter((e) => e.kind === 'balance').map((e) => e.data.balance)).toEqual([
      0, 2, 4, 6, 8, 18,
    ]);
  });

  it('says resumed: false when `since` lies before the window, or before the hub heard everything', async () => {
    const server = started(await startHubServer({ limits: { ...limits, resumeWindowMs: 150 } }));
    await sleep(limits.resumeOverlapMs + 5);
    const client = await connect(server.url);
    await client.hello({ channels: ['bets'] });
    const old = server.hub.publish('bets', 'bets', feedBets(1));
    await client.next(isEvent('bets'));
    await sleep(200);
    server.hub.publish('bets', 'bets', feedBets(1));

    const late = await connect(server.url);
    expect(await late.hello({ channels: ['bets'], since: old })).toMatchObject({ resumed: false });
    const fresh = await connect(server.url);
    const beforeThisHub = old - 3_600_000_000;
    expect(await fresh.hello({ channels: ['bets'], since: beforeThisHub })).toMatchObject({ resumed: false });
    const marker = server.hub.publish('bets', 'bets', feedBets(1));
    expect((await late.next(isEvent('bets'))).id).toBe(marker);
  });

  it('says resumed: false for `since` before a gap in the bus', async () => {
    const gaps = new Set<(since: number) => void>();
    const local = createLocalBus();
    const bus: Bus = { ...local, onGap: (listener) => (gaps.add(listener), () => gaps.delete(listener)) };
    const server = started(await startHubServer({ bus, limits }));
    await sleep(limits.resumeOverlapMs + 5);
    const id = server.hub.publish('bets', 'bets', feedBets(1));
    const before = await connect(server.url);
    expect((await before.hello({ channels: ['bets'], since: id })).resumed).toBe(true);
    for (const listener of gaps) listener(Date.now());
    const after = await connect(server.url);
    expect((await after.hello({ channels: ['bets'], since: id })).resumed).toBe(false);
  });

  it('says resumed: false rather than replay more than half the send buffer', async () => {
    const server = started(await startHubServer({ limits: { ...limits, maxBufferedBytes: 64 * 1024 } }));
    await sleep(limits.resumeOverlapMs + 5);
    const since = server.hub.publish('bets', 'bets', feedBets(1));
    for (let i = 0; i < 20; i++) server.hub.publish('bets', 'bets', feedBets(30, 50));
    const client = await connect(server.url);
    expect(await client.hello({ channels: ['bets'], since })).toMatchObject({ resumed: false });
    const marker = server.hub.publish('bets', 'bets', feedBets(1));
    expect((await client.next(isEvent('bets'))).id).toBe(marker);
  });

  it('delivers what was published while a hello’s token was being checked', async () => {
    const tokens = createTestTokens();
    tokens.delayMs = 100;
    const server = started(await startHubServer({ tokens }));
    const client = await connect(server.url);
    client.send({ type: 'hello', token: tokens.issue(6), channels: ['bets'] });
    await sleep(30);
    const publicId = server.hub.publish('bets', 'bets', feedBets(1));
    const playerId = server.hub.publishToPlayer(6, 'balance', balance(6));
    expect(await client.next((m) => m.type === 'welcome')).toMatchObject({ user_id: 6, resumed: false });
    expect((await client.next(isEvent('bets'))).id).toBe(publicId);
    expect((await client.next(isEvent('balance'))).id).toBe(playerId);
  });
});

describe('realtime hub: liveness and shutdown', () => {
  it('sends heartbeats to welcomed sockets and cuts off one that stops answering pings', async () => {
    const server = started(await startHubServer({ limits: { heartbeatMs: 40 } }));
    const healthy = await connect(server.url);
    await healthy.hello({});
    const deaf = await connect(server.url, { autoPong: false });
    await deaf.hello({});
    const beat = await healthy.next((m) => m.type === 'heartbeat');
    expect(Math.abs((beat as { server_time: number }).server_time - Date.now())).toBeLessThan(1_000);
    expect((await deaf.closed).code).toBe(1006);
    await healthy.next((m) => m.type === 'heartbeat');
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    expect(server.hub.stats().sockets).toBe(1);
  });

  it('closes every socket with 1001 when the app closes, welcomed or not', async () => {
    const server = await startHubServer();
    const welcomed = await connect(server.url);
    await welcomed.hello({ channels: ['bets'] });
    const waiting = await connect(server.url);
    await expect.poll(() => server.hub.stats().sockets).toBe(2);
    await server.close();
    expect(await welcomed.closed).toEqual({ code: REALTIME_CLOSE.goingAway, reason: 'going away' });
    expect((await waiting.closed).code).toBe(REALTIME_CLOSE.goingAway);
    expect(server.hub.stats().sockets).toBe(0);
    expect(() => server.hub.publish('bets', 'bets', [])).toThrow(/after close/);
  });
});
