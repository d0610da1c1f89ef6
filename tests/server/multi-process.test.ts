import { randomUUID } from 'node:crypto';
import { execSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REALTIME_PATH } from '../../src/contract/realtime';
import { openDatabase, type Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { createLedger } from '../../src/server/ledger/ledger';
import { createApiClient, type ApiClient } from '../support/api-client';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';
import { TEST_ENV } from './harness';
import { connect } from './realtime-harness';
import { createPostgresDatabase } from './test-database';
import { adminUrl, describeOnPostgres } from './describe-postgres';

// Three server processes on one PostgreSQL database, as `WORKERS=3` or three machines behind a balancer run them:
// what one process does, every other one must see at once.
/** The interval of every job in this test. */
const EVERY_MS = 1_000;
/** What a busy two-core machine may add to a job's start: the runner's tick (a quarter period) and a stall. */
const LATE_MS = 600;

type Node = { server: ServerProcess; api: ApiClient };
let url: string;
let drop: () => Promise<void>;
let database: Database;
const nodes: Node[] = [];

async function startNode(): Promise<Node> {
  const server = await startServerProcess({
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: TEST_ENV.JWT_SECRET,
    STATIC_DIR: TEST_ENV.STATIC_DIR,
    JOB_INTERVALS: 'sso-code-sweep=1s',
    REGISTRATIONS_PER_IP: '1000',
  });
  return { server, api: createApiClient(() => server.port, 4) };
}

const live = () =>
  nodes.filter((node) => node.server.child.exitCode === null && node.server.child.signalCode === null);

describeOnPostgres('three server processes on one database', () => {
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase(adminUrl!));
    // the first process migrates; the others find the schema in place
    nodes.push(await startNode());
    nodes.push(...(await Promise.all([startNode(), startNode()])));
    database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    for (const node of nodes) node.api.close();
    const exits = await Promise.all(
      live().map((node) => stopServerProcess(node.server).then(() => node.server.exited)),
    );
    await database?.close();
    await drop?.();
    // SIGTERM drains: every process still running exits cleanly
    expect(exits.every((code) => code === 0)).toBe(true);
  }, 60_000);

  const register = async (node: Node, email: string) => {
    const answer = await node.api.request({
      path: '/api/v2/auth/register/email',
      body: { email, password: 'Secret123', currency: 'RUB', name: 'Multi' },
    });
    expect(answer.status, answer.text).toBe(200);
    const token = (answer.json as { token: string }).token;
    const profile = await node.api.request({ method: 'GET', path: '/profile/user', token });
    return { token, userId: (profile.json as { user: { id: number } }).user.id };
  };

  it('brings a bet placed through process 1 to a WebSocket client of process 3 in under 500 ms', async () => {
    const [first, , third] = nodes;
    const bettor = await register(first!, `multi-bet-${Date.now()}@example.test`);
    const ledger = createLedger(database.db);
    await ledger.transaction((tx) =>
      ledger.adjust(tx, {
        key: `multi:${bettor.userId}`,
        userId: bettor.userId,
        currency: 'RUB',
        amount: 100_000n,
        reason: 'test funds',
      }),
    );
    const socket = await connect(`ws://127.0.0.1:${third!.server.port}${REALTIME_PATH}`, {
      headers: { host: `api.localhost:${third!.server.port}` },
    });
    await socket.hello({ token: null, channels: ['bets:dice'] });
    const sent = performance.now();
    const bet = await first!.api.request({
      path: '/api/v2/games/dice/bets',
      token: bettor.token,
      body: { bet_id: `multi-${Date.now()}`, amount: 10, params: { target: 50, direction: 'over' } },
    });
    expect(bet.status, bet.text).toBe(200);
    const betId = (bet.json as { bet: { id: number } }).bet.id;
    await socket.next(
      (m) => m.type === 'event' && m.kind === 'bets' && m.data.some((b) => b.id === betId),
      2_000,
    );
    const elapsed = performance.now() - sent;
    socket.ws.close();
    console.log(`multi-process: bet through process 1 seen on process 3 after ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(500);
  });

  it('ends a session logged out through process 1 at once on process 2, its bets too', async () => {
    const [first, second] = nodes;
    const { token } = await register(first!, `multi-logout-${Date.now()}@example.test`);
    // a bet's own statement checks the session: with a live one, an empty balance is what refuses it
    const bet = () =>
      second!.api.request({
        path: '/api/v2/games/dice/bets',
        token,
        body: { bet_id: randomUUID(), amount: 1, params: { target: 50, direction: 'over' } },
      });
    expect((await bet()).status).toBe(422);
    expect((await second!.api.request({ method: 'GET', path: '/profile/user', token })).status).toBe(200);
    expect((await first!.api.request({ method: 'PUT', path: '/auth/logout', token, body: {} })).status).toBe(
      200,
    );
    expect((await second!.api.request({ method: 'GET', path: '/profile/user', token })).status).toBe(401);
    expect((await bet()).status).toBe(401);
  });

  it('counts the failed logins made through all three processes', async () => {
    const email = `multi-throttle-${Date.now()}@example.test`;
    await register(nodes[0]!, email);
    const login = (node: Node, i: number) =>
      node.api.request({
        path: '/api/v2/auth/login/email/password',
        body: { email, password: `Wrong${i}pass` },
      });
    for (let i = 0; i < 10; i++) expect((await login(nodes[i % 3]!, i)).status).toBe(401);
    for (const node of nodes) expect((await login(node, 99)).status).toBe(429);
  });

  /** Every start of a job, oldest first, with the process that made it. */
  const runsOf = async (name: string) =>
    rowsOf<{ holder: string; started_at: Date | string }>(
      await database.db.execute(
        sql`select holder, started_at from job_runs where name = ${name} order by started_at`,
      ),
    ).map((row) => ({ holder: row.holder, at: new Date(row.started_at).getTime() }));

  it('runs each job once per period across the three, and hands it over within a period when its holder dies', async () => {
    const name = 'sso-code-sweep';
    const waitForRuns = async (count: number) => {
      for (let waited = 0; (await runsOf(name)).length < count; waited += 100) {
        if (waited > 20_000)
          throw new Error(`${name} ran ${(await runsOf(name)).length} times, not ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const before = (await runsOf(name)).length;
    await waitForRuns(before + 5);
    const runs = (await runsOf(name)).slice(before);
    const gaps = runs.slice(1).map((run, i) => run.at - runs[i]!.at);
    // never twice in a period, never a period skipped
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(EVERY_MS - 50);
      expect(gap).toBeLessThanOrEqual(EVERY_MS + LATE_MS);
    }

    const last = runs.at(-1)!;
    const holder = nodes.find((node) => last.holder.includes(`:${node.server.child.pid}:`));
    expect(holder, `holder ${last.holder}`).toBeDefined();
    holder!.server.child.kill('SIGKILL');
    await holder!.server.exited;
    const killed = `:${holder!.server.child.pid}:`;
    // the dead holder's own last start: it may have run once more before the signal arrived
    const lastOfKilled = Math.max(
      ...(await runsOf(name)).filter((run) => run.holder.includes(killed)).map((run) => run.at),
    );
    let handedOver: { holder: string; at: number } | undefined;
    for (let waited = 0; !handedOver && waited < 20_000; waited += 100) {
      handedOver = (await runsOf(name)).find((run) => run.at > lastOfKilled);
      if (!handedOver) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(handedOver?.holder).not.toContain(killed);
    expect(handedOver!.at - lastOfKilled).toBeLessThanOrEqual(EVERY_MS + LATE_MS);
  }, 60_000);
});

describeOnPostgres('WORKERS', () => {
  it('serves one port from several worker processes and drains them all on SIGTERM', async () => {
    const own = await createPostgresDatabase(adminUrl!);
    const server = await startServerProcess({
      DATABASE_URL: own.url,
      DATABASE_POOL_SIZE: '4',
      JWT_SECRET: TEST_ENV.JWT_SECRET,
      STATIC_DIR: TEST_ENV.STATIC_DIR,
      WORKERS: '2',
    });
    const api = createApiClient(() => server.port, 8);
    try {
      // connections are spread over the workers; each answers from its own process
      const answers = await Promise.all(
        Array.from({ length: 16 }, () => api.request({ method: 'GET', path: '/readyz' })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
      const workers = execSync(`ps -o pid= --ppid ${server.child.pid}`, { encoding: 'utf8' })
        .trim()
        .split('\n');
      expect(workers).toHaveLength(2);
    } finally {
      api.close();
      await stopServerProcess(server);
      await own.drop();
    }
    expect(await server.exited).toBe(0);
  }, 120_000);
});
