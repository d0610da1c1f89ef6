import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket, type ClientOptions } from 'ws';
import {
  REALTIME_PATH,
  serverMessage,
  type EventMessage,
  type PublicChannel,
  type ServerMessage,
} from '../../src/contract/realtime';
import type { FeedBet } from '../../src/contract/games/bets';
import { createLocalBus, silentLog, type Bus } from '../../src/server/realtime/bus';
import { createHub, type Hub, type HubOptions } from '../../src/server/realtime/hub';
import { realtimeWebsocketOptions, registerRealtimeRoute } from '../../src/server/realtime/routes';
import type { RealtimeClaims } from '../../src/server/realtime/verify-token';

/** A hub served by a real Fastify app on an ephemeral port, registered as the root app must register it. */
export type HubServer = { app: FastifyInstance; hub: Hub; url: string; close: () => Promise<void> };

export async function startHubServer(
  options: Partial<HubOptions> & { tokens?: TestTokens; maxSocketsPerIp?: number } = {},
): Promise<HubServer> {
  const { tokens = createTestTokens(), maxSocketsPerIp, ...rest } = options;
  const hub = createHub({ bus: createLocalBus(), verifyToken: tokens.verify, log: silentLog, ...rest });
  // as in src/server/http/app.ts: open connections are cut when the app closes
  const app = Fastify({ forceCloseConnections: true });
  await app.register(websocket, realtimeWebsocketOptions(hub));
  // the route lives in a child scope, as the API host's routes do
  await app.register(async (api) => registerRealtimeRoute(api, hub, maxSocketsPerIp));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, hub, url: `ws://127.0.0.1:${port}${REALTIME_PATH}`, close: () => app.close() };
}

/** Two "processes": hubs of their own on one shared bus. */
export async function startHubPair(bus: Bus, tokens: TestTokens, limits?: HubOptions['limits']) {
  const shared: Bus = { ...bus, close: async () => {} };
  return Promise.all([
    startHubServer({ bus: shared, tokens, ...(limits ? { limits } : {}) }),
    startHubServer({ bus: shared, tokens, ...(limits ? { limits } : {}) }),
  ]);
}

/** Access tokens of the tests: opaque strings standing for claims; any other string is refused. */
export type TestTokens = {
  issue(userId: number, options?: { sid?: string; ttlMs?: number }): string;
  verify: (token: string) => Promise<RealtimeClaims>;
  /** Tokens checked so far. */
  checked: string[];
  /** Makes every check wait this long first. */
  delayMs: number;
};

export function createTestTokens(): TestTokens {
  const claims = new Map<string, RealtimeClaims>();
  let issued = 0;
  const tokens: TestTokens = {
    checked: [],
    delayMs: 0,
    issue(userId, { sid = `session-${userId}`, ttlMs = 60_000 } = {}) {
      const token = `token-${++issued}-for-${userId}`;
      claims.set(token, { userId, sid, exp: (Date.now() + ttlMs) / 1000 });
      return token;
    },
    async verify(token) {
      tokens.checked.push(token);
      if (tokens.delayMs) await new Promise((resolve) => setTimeout(resolve, tokens.delayMs));
      const found = claims.get(token);
      if (!found) throw new Error('not a token of ours');
      return found;
    },
  };
  return tokens;
}

/** A `ws` client that keeps every frame it receives, checked against the contract. */
export type TestClient = {
  ws: WebSocket;
  received: ServerMessage[];
  send(message: unknown): void;
  /** The next received frame (after those already taken) that `match` accepts. */
  next<T extends ServerMessage>(match: (m: ServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  next<T extends ServerMessage = ServerMessage>(
    match?: (m: ServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  /** Sends `hello` and answers the `welcome`. */
  hello(hello: { token?: string | null; channels?: PublicChannel[]; since?: number }): Promise<Welcome>;
  events(): EventMessage[];
  closed: Promise<{ code: number; reason: string }>;
};
export type Welcome = Extract<ServerMessage, { type: 'welcome' }>;

export async function connect(url: string, options: ClientOptions = {}): Promise<TestClient> {
  const ws = new WebSocket(url, { perMessageDeflate: false, ...options });
  const received: ServerMessage[] = [];
  let cursor = 0;
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters) wake();
    }),
  );
  ws.on('message', (data) => {
    received.push(serverMessage.parse(JSON.parse(String(data))));
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const client: TestClient = {
    ws,
    received,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next<T extends ServerMessage>(match: (m: ServerMessage) => boolean = () => true, timeoutMs = 3_000) {
      return new Promise<T>((resolve, reject) => {
        const look = () => {
          for (let i = cursor; i < received.length; i++) {
            if (!match(received[i]!)) continue;
            cursor = i + 1;
            done();
            resolve(received[i] as T);
            return;
          }
          if (ws.readyState === ws.CLOSED) {
            done();
            reject(
              new Error(`socket closed while waiting; received ${JSON.stringify(received.slice(cursor))}`),
            );
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(
              `nothing matched in ${timeoutMs} ms; received ${JSON.stringify(received.slice(cursor))}`,
            ),
          );
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    async hello({ token = null, channels = [], since }) {
      client.send({ type: 'hello', token, channels, ...(since === undefined ? {} : { since }) });
      return client.next<Welcome>((m) => m.type === 'welcome');
    },
    events: () => received.filter((m): m is EventMessage => m.type === 'event'),
    closed,
  };
  return client;
}

/** Matches an event of `kind` (and `channel`, when given). */
export const isEvent =
  <K extends EventMessage['kind']>(kind: K, channel?: EventMessage['channel']) =>
  (m: ServerMessage): m is Extract<EventMessage, { kind: K }> =>
    m.type === 'event' && m.kind === kind && (channel === undefined || m.channel === channel);

/** A feed of `count` settled bets; `nameBytes` pads the player names to make big frames. */
export function feedBets(count: number, nameBytes = 8, mark = 0): FeedBet[] {
  return Array.from({ length: count }, (_, i) => ({
    id: mark * 1_000 + i,
    game: 'dice',
    player: 'p'.repeat(nameBytes),
    avatar: null,
    currency: 'RUB',
    amount: 10,
    payout: 19.8,
    multiplier: 1.98,
    settled_at: '2026-11-26T12:00:00.000Z',
  }));
}

/** Balances of a player event. */
export const balance = (amount: number) => ({
  currency: 'RUB' as const,
  balance: amount,
  bonus_balance: 0,
  total_balance: amount,
});

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
