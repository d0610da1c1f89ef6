import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { call, registerByEmail, ROOMY_LIMITS } from './accounts';
import { createInvoice } from './deposits';
import { fundedPlayer, placeBet } from './games';
import { API, startTestServer, type TestServer } from './harness';

/** Counts the database round trips started from the pool or the embedded database, on either engine. */
function countDatabaseCalls(db: Db) {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  let calls = 0;
  const restores: (() => void)[] = [];
  for (const name of ['query', 'exec', 'transaction', 'connect']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    client[name] = function (this: unknown, ...args: unknown[]) {
      calls++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    restores.push(() => void (client[name] = original));
  }
  return { calls: () => calls, restore: () => restores.forEach((restore) => restore()) };
}

const get = (server: TestServer, url: string) => server.app.inject({ method: 'GET', url, headers: API });
const ready = async (server: TestServer) => (await get(server, '/readyz')).statusCode === 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the last sample says the server is (or is no longer) under pressure. */
async function until(server: TestServer, underPressure: boolean, whilst: () => void = () => {}) {
  const deadline = Date.now() + 20_000;
  while ((await ready(server)) === underPressure) {
    if (Date.now() > deadline)
      throw new Error(`the server did not become ${underPressure ? 'busy' : 'ready'}`);
    whilst();
    await sleep(10);
  }
}

/** Holds the event loop (the test server runs in this process) for `ms`, as a burst of heavy work would. */
function blockEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy: nothing else runs
  }
}

describe('load shedding under memory pressure (LOAD_SHED_HEAP_MB below what the process uses)', () => {
  let server: TestServer;
  let player: Awaited<ReturnType<typeof fundedPlayer>>;
  beforeAll(async () => {
    server = await startTestServer({ LOAD_SHED_HEAP_MB: '1' }, undefined, { limits: ROOMY_LIMITS });
    player = await fundedPlayer(server, 'RUB', 100_000n);
    await until(server, true);
  }, 60_000);
  afterAll(() => server.close());

  it('answers the live feed 503 with Retry-After at once, without touching the database', async () => {
    const counter = countDatabaseCalls(server.database.db);
    const res = await get(server, '/api/v2/games/feed');
    counter.restore();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'The server is busy, try again in a moment.',
      code: 'server_busy',
    });
    expect(counter.calls()).toBe(0);
  });

  it('sheds the guest bonus offers too', async () => {
    for (const url of [
      '/bonus-system/bonus-activation/waiting-reg-and-dep',
      '/api/v3/welcome-pack/get-welcome-packs-guest',
      '/bonus-system/bonus/promo-no-deposit',
    ])
      expect((await get(server, url)).statusCode, url).toBe(503);
  });

  it('keeps taking bets, deposits, logins and the reads a page cannot work without', async () => {
    const bet = await placeBet(server, player.token, 'coinflip', { amount: 10, params: { side: 'heads' } });
    expect(bet.statusCode, bet.body).toBe(200);
    expect((await createInvoice(server, player.token, { method: 'card-rub', amount: 1000 })).statusCode).toBe(
      201,
    );
    expect((await registerByEmail(server)).res.statusCode).toBe(200);
    const profile = await call(server, '/profile/user', undefined, { method: 'GET', token: player.token });
    expect(profile.statusCode).toBe(200);
    expect((await get(server, '/api/v2/games/settings')).statusCode).toBe(200);
    expect((await get(server, '/api/v2/promo-codes/NOSUCHCODE')).statusCode).toBe(404);
  });

  it('says not ready, while still alive', async () => {
    const readiness = await get(server, '/readyz');
    expect(readiness.statusCode).toBe(503);
    expect(readiness.headers['retry-after']).toBe('5');
    expect((await get(server, '/healthz')).statusCode).toBe(200);
  });
});

describe('load shedding when the event loop lags (LOAD_SHED_EVENT_LOOP_DELAY)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOAD_SHED_EVENT_LOOP_DELAY: '50' }, undefined, { limits: ROOMY_LIMITS });
  }, 60_000);
  afterAll(() => server.close());

  it('sheds the feed while the loop is held up, keeps bets, and serves the feed again once it recovers', async () => {
    const player = await fundedPlayer(server, 'RUB', 100_000n);
    expect((await get(server, '/api/v2/games/feed')).statusCode).toBe(200);

    await until(server, true, () => blockEventLoop(200));
    expect((await get(server, '/api/v2/games/feed')).statusCode).toBe(503);
    const bet = await placeBet(server, player.token, 'dice', {
      amount: 10,
      params: { target: 50, direction: 'over' },
    });
    expect(bet.statusCode, bet.body).toBe(200);

    await until(server, false);
    expect((await get(server, '/api/v2/games/feed')).statusCode).toBe(200);
  }, 60_000);
});
