import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../src/contract/realtime';
import { MessageTooLargeError, type Bus, type RealtimeLog } from '../../src/server/realtime/bus';
import { createPgBus, NOTIFY_MAX_BYTES } from '../../src/server/realtime/pg-bus';
import {
  balance,
  connect,
  createTestTokens,
  feedBets,
  isEvent,
  startHubServer,
  type HubServer,
} from './realtime-harness';

const url = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A log that keeps its lines. */
function recordingLog() {
  const lines: string[] = [];
  const keep = (_: object, message: string) => void lines.push(message);
  return { lines, log: { info: keep, warn: keep, error: keep } satisfies RealtimeLog };
}

async function pgBus(channel: string, log: RealtimeLog = recordingLog().log, flushMs?: number): Promise<Bus> {
  const bus = await createPgBus({ connectionString: url!, log, channel, flushMs });
  cleanups.push(() => bus.close());
  return bus;
}

/** Every payload `bus` hears on `topic`. */
function heard(bus: Bus, topic: string) {
  const payloads: unknown[] = [];
  bus.subscribe(topic, (payload) => payloads.push(payload));
  return payloads;
}

/** A plain LISTEN on the channel, to count the NOTIFYs themselves. */
async function rawListener(channel: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const notifications: string[] = [];
  client.on('notification', (n) => notifications.push(n.payload ?? ''));
  await client.query(`listen ${channel}`);
  cleanups.push(() => client.end());
  return notifications;
}

const freshChannel = () => `test_bus_${randomBytes(4).toString('hex')}`;

// PostgreSQL only: PGlite deployments are one process and use the in-process bus
describe.skipIf(!url)(
  url ? 'PostgreSQL bus' : 'PostgreSQL bus (runs under npm run test:pg, TEST_DATABASE_URL unset here)',
  () => {
    it('carries publications to the other process in order, batched, each heard once by its publisher', async () => {
      const channel = freshChannel();
      const notifications = await rawListener(channel);
      const a = await pgBus(channel);
      const b = await pgBus(channel);
      const ownHeard = heard(a, 'numbers');
      const otherHeard = heard(b, 'numbers');

      for (let i = 0; i < 100; i++) a.publish('numbers', { i });
      expect(ownHeard).toHaveLength(100); // at once, before any round trip
      await expect.poll(() => otherHeard.length).toBe(100);
      expect(otherHeard).toEqual(Array.from({ length: 100 }, (_, i) => ({ i })));
      expect(notifications.length).toBeLessThanOrEqual(3);

      // big messages: batches split before the NOTIFY limit, still in order
      const big = 'x'.repeat(1_000);
      for (let i = 0; i < 40; i++) a.publish('numbers', { i: 100 + i, big });
      await expect.poll(() => otherHeard.length).toBe(140);
      expect(otherHeard.map((p) => (p as { i: number }).i)).toEqual(Array.from({ length: 140 }, (_, i) => i));
      expect(notifications.length).toBeGreaterThanOrEqual(1 + 6);
      expect(Math.max(...notifications.map((n) => Buffer.byteLength(n)))).toBeLessThanOrEqual(
        NOTIFY_MAX_BYTES,
      );
      // the echo of a's own batches came back to it and was skipped
      b.publish('numbers', { i: 'end' });
      await expect.poll(() => ownHeard.length).toBe(141);
      expect(ownHeard.at(-1)).toEqual({ i: 'end' });
    });

    it('sends at most one NOTIFY per interval under a steady stream, and at once after a quiet spell', async () => {
      const channel = freshChannel();
      const notifications = await rawListener(channel);
      const a = await pgBus(channel, undefined, 1_000);
      const b = await pgBus(channel);
      const otherHeard = heard(b, 'pushes');

      // the first publication after a quiet spell does not wait for the interval
      const sentAt = Date.now();
      a.publish('pushes', { i: 0 });
      await expect.poll(() => otherHeard.length, { timeout: 900 }).toBe(1);
      expect(Date.now() - sentAt).toBeLessThan(900);

      // a publication every few milliseconds for over a second: one NOTIFY per second at most (however long the
      // loop took on a busy machine), nothing lost or reordered
      const before = notifications.length;
      const startedAt = Date.now();
      for (let i = 1; i <= 300; i++) {
        a.publish('pushes', { i });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const seconds = (Date.now() - startedAt) / 1000;
      await expect.poll(() => otherHeard.length, { timeout: 3_000 }).toBe(301);
      expect(otherHeard).toEqual(Array.from({ length: 301 }, (_, i) => ({ i })));
      expect(notifications.length - before).toBeLessThanOrEqual(Math.ceil(seconds) + 2);
    });

    it('refuses loudly a message too big for one NOTIFY, and delivers none of it', async () => {
      const channel = freshChannel();
      const a = await pgBus(channel);
      const b = await pgBus(channel);
      const ownHeard = heard(a, 'big');
      const otherHeard = heard(b, 'big');
      expect(() => a.publish('big', 'y'.repeat(NOTIFY_MAX_BYTES))).toThrow(MessageTooLargeError);
      a.publish('big', 'small');
      await expect.poll(() => otherHeard).toEqual(['small']);
      expect(ownHeard).toEqual(['small']);
    });

    it('reconnects after its connection is cut, logs that the gap lost messages, and carries on', async () => {
      const channel = freshChannel();
      const { lines, log } = recordingLog();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      cleanups.push(() => admin.end());
      const before = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name like 'bus:%'`,
      );
      const a = await pgBus(channel, log);
      const b = await pgBus(channel);
      const gaps: number[] = [];
      a.onGap((since) => gaps.push(since));
      const otherHeard = heard(b, 't');
      const ownPid = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name like 'bus:%' and pid <> all($1::int[])
         order by backend_start limit 1`,
        [before.rows.map((r) => r.pid)],
      );
      await admin.query('select pg_terminate_backend($1)', [ownPid.rows[0]!.pid]);
      await expect.poll(() => gaps.length, { timeout: 5_000 }).toBe(1);
      expect(lines.some((line) => /lost/.test(line))).toBe(true);
      a.publish('t', 'after the gap');
      await expect.poll(() => otherHeard).toEqual(['after the gap']);
    });

    it('serves two hubs as two processes: events, player events and session ends cross over', async () => {
      const channel = freshChannel();
      const tokens = createTestTokens();
      const servers: HubServer[] = [];
      for (let i = 0; i < 2; i++) {
        const bus = await createPgBus({ connectionString: url!, log: recordingLog().log, channel });
        const server = await startHubServer({ bus, tokens });
        servers.push(server);
        cleanups.push(() => server.close());
      }
      const [a, b] = servers as [HubServer, HubServer];
      const onB = await connect(b.url);
      await onB.hello({ token: tokens.issue(11, { sid: 'tab' }), channels: ['bets'] });
      const onA = await connect(a.url);
      await onA.hello({ channels: ['bets'] });

      const betsId = a.hub.publish('bets', 'bets', feedBets(30));
      const balanceId = a.hub.publishToPlayer(11, 'balance', balance(11));
      expect((await onB.next(isEvent('bets'))).id).toBe(betsId);
      expect((await onB.next(isEvent('balance'))).id).toBe(balanceId);
      // a's own socket got the event once: the echo through PostgreSQL is skipped
      expect((await onA.next(isEvent('bets'))).id).toBe(betsId);
      const marker = b.hub.publish('bets', 'bets', feedBets(1));
      await onA.next((m) => m.type === 'event' && m.id === marker);
      expect(onA.events().map((e) => e.id)).toEqual([betsId, marker]);

      // a full feed batch of long names does not fit one NOTIFY: it arrives as consecutive smaller batches
      const longName = '🎲'.repeat(64);
      const longNames = feedBets(30).map((bet, i) => ({ ...bet, id: i, player: longName }));
      a.hub.publish('bets', 'bets', longNames);
      const arrived: number[] = [];
      const isLong = (m: ServerMessage): m is Extract<ServerMessage, { kind: 'bets' }> =>
        isEvent('bets')(m) && m.data[0]?.player === longName;
      while (arrived.length < 30) arrived.push(...(await onB.next(isLong)).data.map((bet) => bet.id));
      expect(arrived).toEqual(longNames.map((bet) => bet.id));

      a.hub.endSession('tab');
      expect(await onB.next((m) => m.type === 'signed_out')).toMatchObject({ reason: 'session_ended' });
      expect(b.hub.stats().players).toBe(0);
    });
  },
);
