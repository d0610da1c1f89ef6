// `npm run bench:games`: dice bets per second and latency through the HTTP API with 64 connections, on PostgreSQL
// (and PGlite with BENCH_ENGINES=pglite,postgres), beside the raw rate of the same bet service on the database in
// the same run. BENCH_SECONDS (default 3) sets each measured phase; BENCH_DATABASE_URL uses an existing PostgreSQL
// server; BENCH_PROFILE=<dir> has the server write a CPU profile of its HTTP phase there.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import { createAvailability } from '../../src/server/modules/games/availability';
import { placeInstantBet } from '../../src/server/modules/games/instant-bet';
import { INSTANT_GAMES } from '../../src/server/modules/games/instant-games';
import { findUserById, type UserRow } from '../../src/server/players/repository';
import { createApiClient } from '../support/api-client';
import type { Player } from '../support/players';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';
import { fundPlayers } from './fixtures';
import {
  CONNECTIONS,
  measured,
  pgliteStore,
  PLAYERS,
  postgresStore,
  progress,
  runBench,
  registerAll,
  SERVER_NODE_ARGS,
  serverEnv,
  type Engine,
  type Store,
} from './harness';
import type { BenchRow } from './report';

const FUNDS_MAJOR = 10_000_000;
/** A dice bet of 1 ₽ over 49.99: about even odds, so balances stay far from empty. */
const BET = { amount: 1, params: { target: 49.99, direction: 'over' } } as const;

/** The HTTP phase: every caller bets for its player with a fresh bet id. */
async function httpPhase(engine: Engine, store: Store, server: ServerProcess, players: Player[]) {
  const client = createApiClient(() => server.port, CONNECTIONS);
  try {
    const bets = await measured(store, server.child.pid, {
      op: async (i) => {
        const answer = await client.request({
          path: '/api/v2/games/dice/bets',
          token: players[i % players.length]!.token,
          body: { bet_id: randomUUID(), ...BET },
        });
        return answer.status === 200;
      },
    });
    return { engine, operation: 'dice bet', path: 'HTTP', ...bets } satisfies BenchRow;
  } finally {
    client.close();
  }
}

/** The same bet service the endpoint calls, from 64 callers on a pool of 64, then a bare round trip. */
async function rawPhases(engine: Engine, store: Store, database: Database, users: UserRow[]) {
  const ledger = createLedger(database.db);
  await warm(ledger, users);
  const deps = { ledger, db: database.db, now: () => new Date(), available: createAvailability([]) };
  const bets = await measured(store, undefined, {
    op: async (i) => {
      const user = users[i % users.length]!;
      const placed = await placeInstantBet(deps, user, INSTANT_GAMES.dice, {
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

async function benchEngine(engine: Engine): Promise<{ rows: BenchRow[]; version: string }> {
  progress(`${engine}: starting the store and the server`);
  const store = engine === 'PGlite' ? await pgliteStore() : await postgresStore();
  let server: ServerProcess | undefined;
  let database: Database | undefined;
  try {
    server = await startServerProcess(serverEnv(store), 0, SERVER_NODE_ARGS);
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
      server = await startServerProcess(serverEnv(store), port, SERVER_NODE_ARGS);
    }

    progress(`${engine}: HTTP phase`);
    const rows: BenchRow[] = [await httpPhase(engine, store, server, players)];
    // the raw phases have the machine to themselves
    await stopServerProcess(server);
    database ??= await store.open(CONNECTIONS);
    progress(`${engine}: raw phases`);
    rows.push(...(await rawPhases(engine, store, database, users)));
    return { rows, version: await store.version() };
  } finally {
    if (server) await stopServerProcess(server, 'SIGKILL');
    await database?.close();
    await store.dispose();
  }
}

runBench({
  bench: 'games',
  defaultEngines: 'postgres',
  what: `${PLAYERS} players, dice bets of 1 ₽`,
  benchEngine,
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
