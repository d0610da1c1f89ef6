// `npm run bench:wallet`: wallet transfers per second and latency through the HTTP API with 64 connections, on
// PGlite and on PostgreSQL, beside the raw rate of the same service calls on the database in the same run and, on
// PostgreSQL, beside a lean reference of the same movements (tests/bench/reference-wallet) on the same database.
// BENCH_SECONDS (default 3) sets each measured phase; BENCH_ENGINES=pglite|postgres runs one engine;
// BENCH_DATABASE_URL uses an existing PostgreSQL server instead of a throwaway cluster; BENCH_PROFILE=<dir> has
// the server write a CPU profile of its HTTP phases there (open it in Chrome DevTools or speedscope).
import { sql } from 'drizzle-orm';
import { toMinor } from '../../src/contract/money';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import type { Services } from '../../src/server/core/services';
import { applyPaymentEvent } from '../../src/server/modules/billing/payment-events';
import { createPayoutService } from '../../src/server/modules/billing/payouts-service';
import { createApiClient, type ApiClient } from '../support/api-client';
import type { Player } from '../support/players';
import { SANDBOX_WEBHOOK_PATH, signedWebhook } from '../support/sandbox-webhook';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';
import { DEPOSIT_MAJOR, fundPlayers, openInvoices } from './fixtures';
import { sidOf } from '../support/tokens';
import {
  CONNECTIONS,
  measured,
  pgliteStore,
  PLAYERS,
  postgresStore,
  progress,
  runBench,
  registerAll,
  roundDone,
  SECONDS,
  SECRETS,
  SERVER_NODE_ARGS,
  serverEnv,
  settle,
  warmUp,
  WARM_PASS_SECONDS,
  WARMUP_SECONDS,
  type Engine,
  type Store,
} from './harness';
import { referenceRatios, REFERENCE } from './reference-wallet/ratios';
import { startReference } from './reference-wallet/setup';
import { table, together, type BenchRow } from './report';

/** Prepared invoices per measured deposit phase, per second of it: above any rate this machine reaches. */
const INVOICES_PER_SECOND = { PGlite: 3_000, PostgreSQL: 6_000 } as const;
const FUNDS_MAJOR = 10_000_000;
const PAYOUT = { method: 'card-rub', amount: 100, destination: '4111111111111111' };

/**
 * Fills the ledger's account directory. The payout service looks accounts up on the pool from inside its
 * transaction; cold, 64 callers would hold every connection and wait on themselves (on PGlite, one caller does).
 */
async function warm(ledger: Ledger, players: readonly Player[]) {
  await ledger.accounts.system('provider_clearing', 'RUB');
  for (const p of players) await ledger.accounts.player(p.userId, 'RUB');
}

/**
 * Where the HTTP phases send their requests: the product's server or the reference's, and its prepared work
 * (`paid` of its invoices have had their webhook).
 */
type Target = {
  name: string;
  pid: number | undefined;
  client: ApiClient;
  paymentIds: string[];
  paid: number;
  tokens: string[];
};

type Phase = Awaited<ReturnType<typeof measured>>;

/** A signed paid webhook for the next of the target's prepared invoices not yet paid. */
const deposit = (target: Target) => async () => {
  const paymentId = target.paymentIds[target.paid++];
  if (!paymentId) return undefined;
  const event = { event_id: `bench-${paymentId}`, payment_id: paymentId, status: 'paid' as const };
  const { body, headers } = signedWebhook(SECRETS.PAYMENT_WEBHOOK_SECRET, event);
  return (await target.client.request({ path: SANDBOX_WEBHOOK_PATH, body, headers })).status === 200;
};

/** Payout requests with fresh idempotency keys, the players taking turns. */
function payout(target: Target) {
  const runTag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return async (i: number) => {
    const answer = await target.client.request({
      path: '/api/v2/billing/payouts',
      token: target.tokens[i % target.tokens.length]!,
      headers: { 'idempotency-key': `bench-${runTag}-${i}` },
      body: PAYOUT,
    });
    return answer.status === 201;
  };
}

/**
 * Rounds of each HTTP operation when there is a reference: product, reference, reference, product. The machine drifts
 * over a run (other tenants, the JIT, tables and indexes growing), and in this order a steady drift weighs on both
 * alike; each server's figures are taken over both of its rounds.
 */
const ROUNDS = ['product', 'reference', 'reference', 'product'] as const;

/**
 * The HTTP phases: signed paid webhooks for prepared invoices, then payout requests with idempotency keys; after a
 * warm-up pass of both on each server, each round starting on a settled machine, on the product alone or in ROUNDS
 * with the reference.
 */
async function httpPhases(engine: Engine, store: Store, product: Target, reference: Target | null) {
  const rows: BenchRow[] = [];
  const phases = [
    { operation: 'deposit webhook', op: deposit },
    { operation: 'payout request', op: payout },
  ];
  const pids = [product.pid, reference?.pid].filter((pid) => pid !== undefined);
  for (const target of reference ? [product, reference] : [product]) {
    progress(`${engine}: warming up the ${target.name}`);
    for (const { op } of phases) await warmUp(op(target));
  }
  for (const { operation, op } of phases) {
    const rounds = { product: [] as Phase[], reference: [] as Phase[] };
    for (const round of reference ? ROUNDS : (['product'] as const)) {
      const target = round === 'product' ? product : reference!;
      await settle(store, pids);
      progress(`${engine}: ${operation}, ${target.name}`);
      rounds[round].push(roundDone(await measured(store, target.pid, { op: op(target) })));
    }
    rows.push({ engine, operation, path: 'HTTP', ...together(rounds.product) });
    if (reference)
      rows.push({ engine, operation: operation + REFERENCE, path: 'HTTP', ...together(rounds.reference) });
  }
  return rows;
}

/** Starts the lean reference on the same PostgreSQL database, for the same players, with as much prepared work. */
async function referenceTarget(store: Store, players: readonly Player[], invoices: number) {
  const reference = await startReference({
    url: store.serverEnv.DATABASE_URL!,
    secrets: SECRETS,
    // as many connections as the product's server has
    poolSize: loadConfig(serverEnv(store)).databasePoolSize,
    players,
    fundsMinor: toMinor(FUNDS_MAJOR, 'RUB')!,
    invoices,
    invoiceMinor: toMinor(DEPOSIT_MAJOR, 'RUB')!,
    nodeArgs: SERVER_NODE_ARGS,
  });
  const target: Target = {
    name: 'reference',
    pid: reference.pid,
    client: createApiClient(() => reference.port, CONNECTIONS),
    paymentIds: reference.paymentIds,
    paid: 0,
    tokens: players.map((p) => p.token),
  };
  const stop = async () => {
    target.client.close();
    await reference.stop();
  };
  return { target, stop };
}

/**
 * The same service calls the endpoints make, from 64 callers on a pool of 64, without HTTP; then a bare round trip,
 * which tells how many of them the machine manages at all.
 */
async function rawPhases(
  engine: Engine,
  store: Store,
  database: Database,
  players: Player[],
  paymentIds: string[],
) {
  const ledger = createLedger(database.db);
  await warm(ledger, players);
  // applyPaymentEvent reads only the database, the ledger and the clock of the context
  const ctx = { db: database.db, ledger, now: () => new Date() } as unknown as Services;
  await settle(store, []);
  const deposits = await measured(store, undefined, {
    op: async (i) => {
      const providerPaymentId = paymentIds[i];
      if (!providerPaymentId) return undefined;
      const event = { eventId: `raw-${i}`, providerPaymentId, status: 'paid' as const, paidAmount: null };
      return (await applyPaymentEvent(ctx, 'sandbox', event)) === 'credited';
    },
  });
  const service = createPayoutService({ db: database.db, ledger });
  const runTag = Date.now().toString(36);
  await settle(store, []);
  const payouts = await measured(store, undefined, {
    op: async (i) => {
      const player = players[i % players.length]!;
      const session = { userId: player.userId, sid: sidOf(player.token) };
      return (await service.request(session, PAYOUT, `raw-${runTag}-${i}`)).created;
    },
  });
  await settle(store, []);
  const roundTrips = await measured(store, undefined, {
    op: async () => {
      await database.db.execute(sql`select 1`);
      return true;
    },
  });
  return [
    { engine, operation: 'deposit webhook', path: 'raw', ...deposits },
    { engine, operation: 'payout request', path: 'raw', ...payouts },
    { engine, operation: 'round trip (select 1)', path: 'raw', ...roundTrips },
  ] satisfies BenchRow[];
}

async function benchEngine(engine: Engine): Promise<{ rows: BenchRow[]; version: string }> {
  progress(`${engine}: starting the store and the server`);
  const store = engine === 'PGlite' ? await pgliteStore() : await postgresStore();
  let server: ServerProcess | undefined;
  let database: Database | undefined;
  let reference: Awaited<ReturnType<typeof referenceTarget>> | undefined;
  try {
    server = await startServerProcess(serverEnv(store), 0, SERVER_NODE_ARGS);
    const port = server.port;
    const client = createApiClient(() => port, CONNECTIONS);
    progress(`${engine}: registering ${PLAYERS} players over HTTP`);
    const players = await registerAll(client);
    progress(`${engine}: funding the players and opening invoices`);

    if (store.exclusive) await stopServerProcess(server);
    database = await store.open(CONNECTIONS);
    const ledger = createLedger(database.db);
    await warm(ledger, players);
    await fundPlayers(
      database.db,
      ledger,
      players.map((p) => p.userId),
      FUNDS_MAJOR,
    );
    const perPhase = Math.ceil(INVOICES_PER_SECOND[engine] * (SECONDS + WARMUP_SECONDS));
    // each server's deposits run in two rounds beside a reference (ROUNDS), in one on PGlite, after a warm-up pass
    const perServer =
      perPhase * (store.exclusive ? 1 : 2) + Math.ceil(INVOICES_PER_SECOND[engine] * WARM_PASS_SECONDS);
    const userIds = players.map((p) => p.userId);
    const httpInvoices = await openInvoices(database.db, userIds, perServer);
    const rawInvoices = await openInvoices(database.db, userIds, perPhase);
    if (store.exclusive) {
      await database.close();
      database = undefined;
      server = await startServerProcess(serverEnv(store), port, SERVER_NODE_ARGS);
    }
    // PGlite serves one process: the reference runs beside PostgreSQL only
    if (!store.exclusive) {
      progress(`${engine}: preparing the lean reference`);
      reference = await referenceTarget(store, players, perServer);
    }

    const product: Target = {
      name: 'product',
      pid: server.child.pid,
      client,
      paymentIds: httpInvoices,
      paid: 0,
      tokens: players.map((p) => p.token),
    };
    const rows = await httpPhases(engine, store, product, reference?.target ?? null);
    client.close();
    // the raw phases have the machine to themselves
    await reference?.stop();
    reference = undefined;
    await stopServerProcess(server);
    database ??= await store.open(CONNECTIONS);
    progress(`${engine}: raw phases`);
    rows.push(...(await rawPhases(engine, store, database!, players, rawInvoices)));
    return { rows, version: await store.version() };
  } finally {
    await reference?.stop();
    if (server) await stopServerProcess(server, 'SIGKILL');
    await database?.close();
    await store.dispose();
  }
}

runBench({
  bench: 'wallet',
  defaultEngines: 'pglite,postgres',
  what: `${PLAYERS} players`,
  benchEngine,
  render: (rows) => [table(rows), referenceRatios(rows)].filter(Boolean).join('\n\n'),
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
