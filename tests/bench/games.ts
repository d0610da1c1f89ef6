// `npm run bench:games`: dice bets through the HTTP API on PostgreSQL (and PGlite with BENCH_ENGINES=pglite,postgres),
// beside a lean reference of the same bet (tests/bench/reference: a bare Fastify route and one PL/pgSQL call) on the
// same database server in the same run, product and reference one after the other: closed loops of 16 and 64
// connections, an open loop at 1,000 bets/s, a burst; then the raw rate of the product's bet service. BENCH_SECONDS
// (default 3) sets each closed-loop phase and scales the open loop and the burst; BENCH_DATABASE_URL uses an existing
// PostgreSQL server; BENCH_LOADS=closed,open,burst picks the kinds of load; BENCH_PROFILE=<dir> has both servers write a
// CPU profile there.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { toMinor } from '../../src/contract/money';
import type { Database } from '../../src/server/db/client';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import { createAvailability } from '../../src/server/modules/games/availability';
import type { GameDeps } from '../../src/server/modules/games/bet-service';
import { createBetPlayers } from '../../src/server/modules/games/bet-players';
import { createBetSeeds } from '../../src/server/modules/games/bet-seeds';
import { placeInstantBet } from '../../src/server/modules/games/instant-bet';
import { INSTANT_GAMES } from '../../src/contract/games/instant-games';
import { findUserById, type UserRow } from '../../src/server/players/repository';
import { createApiClient } from '../support/api-client';
import type { Player } from '../support/players';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';
import { fundPlayers } from './fixtures';
import { sidOf } from '../support/tokens';
import { BET, runLoads, type Target } from './games-load';
import { gamesTables, type GamesRow } from './games-report';
import {
  CONNECTIONS,
  measured,
  pgliteStore,
  PLAYERS,
  postgresStore,
  progress,
  runBench,
  registerAll,
  SECONDS,
  SECRETS,
  SERVER_NODE_ARGS,
  serverEnv,
  WARMUP_SECONDS,
  type Engine,
  type Store,
} from './harness';
import { startReference, type ReferenceProcess } from './reference/process';
import { setUpReference } from './reference/setup';
import type { BenchRow } from './report';

const FUNDS_MAJOR = 10_000_000;
/** The product's default pool (DATABASE_POOL_SIZE), given to the reference too. */
const POOL_SIZE = 20;

/** The same bet service the endpoint calls, from 64 callers on a pool of 64, then a bare round trip. */
async function rawPhases(
  engine: Engine,
  store: Store,
  database: Database,
  users: UserRow[],
  players: Player[],
) {
  const ledger = createLedger(database.db);
  await warm(ledger, users);
  const deps: GameDeps = {
    ledger,
    db: database.db,
    now: () => new Date(),
    available: createAvailability([]),
    players: createBetPlayers(database.db),
    seeds: createBetSeeds(database.db),
  };
  const bettors = players.map((p) => ({ userId: p.userId, sid: sidOf(p.token) }));
  const bets = await measured(store, undefined, {
    op: async (i) => {
      const placed = await placeInstantBet(deps, bettors[i % bettors.length]!, INSTANT_GAMES.dice, {
        clientBetId: randomUUID(),
        ...BET,
      });
      return placed.bet.status === 'settled';
    },
  });
  const roundTrips = await measured(store, undefined, {
    op: async () => {
      await database.db.execute(sql`select 1`);
      return true;
    },
  });
  return [
    { engine, operation: 'dice bet', path: 'raw', ...bets },
    { engine, operation: 'round trip (select 1)', path: 'raw', ...roundTrips },
  ] satisfies BenchRow[];
}

/** Fills the ledger's account directory, so no lookup runs inside a bet's transaction on a cold cache. */
async function warm(ledger: Ledger, users: readonly UserRow[]) {
  await ledger.accounts.system('house', 'RUB');
  for (const user of users) await ledger.accounts.player(user.id, 'RUB');
}

/** The reference's schema and players beside the product's, and its server; PostgreSQL only. */
async function startReferenceFor(store: Store, players: readonly Player[]): Promise<ReferenceProcess> {
  const url = store.serverEnv.DATABASE_URL!;
  await setUpReference(url, players, toMinor(FUNDS_MAJOR, 'RUB')!);
  return startReference(
    { DATABASE_URL: url, JWT_SECRET: SECRETS.JWT_SECRET, DATABASE_POOL_SIZE: String(POOL_SIZE) },
    SERVER_NODE_ARGS,
  );
}

async function benchEngine(engine: Engine): Promise<{ rows: GamesRow[]; version: string }> {
  progress(`${engine}: starting the store and the server`);
  const store = engine === 'PGlite' ? await pgliteStore() : await postgresStore();
  let server: ServerProcess | undefined;
  let reference: ReferenceProcess | undefined;
  let database: Database | undefined;
  try {
    const env = { ...serverEnv(store), DATABASE_POOL_SIZE: String(POOL_SIZE) };
    server = await startServerProcess(env, 0, SERVER_NODE_ARGS);
    const port = server.port;
    progress(`${engine}: registering ${PLAYERS} players over HTTP`);
    const registration = createApiClient(() => port, CONNECTIONS);
    const players = await registerAll(registration);
    registration.close();
    progress(`${engine}: funding the players`);
    if (store.exclusive) await stopServerProcess(server);
    database = await store.open(CONNECTIONS);
    const ledger = createLedger(database.db);
    await fundPlayers(
      database.db,
      ledger,
      players.map((p) => p.userId),
      FUNDS_MAJOR,
    );
    const users = await Promise.all(players.map(async (p) => (await findUserById(database!.db, p.userId))!));
    if (store.exclusive) {
      await database.close();
      database = undefined;
      server = await startServerProcess(env, port, SERVER_NODE_ARGS);
    } else {
      progress(`${engine}: setting up the reference and starting its server`);
      reference = await startReferenceFor(store, players);
    }

    const tokens = players.map((p) => p.token);
    const targets: Target[] = [
      { server: 'product', port: server.port, pid: server.child.pid!, tokens },
      ...(reference
        ? [{ server: 'reference' as const, port: reference.port, pid: reference.pid, tokens }]
        : []),
    ];
    const rows: GamesRow[] = await runLoads(engine, store, targets);
    // the raw phases have the machine to themselves
    await stopServerProcess(server);
    await reference?.stop();
    database ??= await store.open(CONNECTIONS);
    progress(`${engine}: raw phases`);
    rows.push(...(await rawPhases(engine, store, database, users, players)));
    return { rows, version: await store.version() };
  } finally {
    if (server) await stopServerProcess(server, 'SIGKILL');
    await reference?.stop();
    await database?.close();
    await store.dispose();
  }
}

runBench<GamesRow>({
  bench: 'games',
  defaultEngines: 'postgres',
  what: `${PLAYERS} players, dice bets of 1 ₽`,
  settings:
    `closed loops ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up; open loop and burst over 64 connections, ` +
    'latency from the scheduled send',
  render: gamesTables,
  benchEngine,
  partial: process.env.BENCH_LOADS !== undefined,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
