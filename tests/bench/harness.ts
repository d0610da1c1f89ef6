// What the benchmarks share: the stores they run on (PGlite in a temporary directory, PostgreSQL in a throwaway
// cluster), the server's environment, CPU-charged phases and progress lines.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { rowsOf } from '../../src/server/db/rows';
import type { ApiClient } from '../support/api-client';
import { inParallel } from '../support/parallel';
import { registerPlayer, type Player } from '../support/players';
import { createPostgresDatabase } from '../server/test-database';
import { familyCpuMs, ownCpuMs, processCpuMs } from './cpu';
import { drive, type DriveOptions, type PhaseResult } from './drive';
import { machine, table, writeReport, type BenchRow, type CpuPerOp } from './report';

export const CONNECTIONS = 64;
export const PLAYERS = 64;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
// the product has far more code than a reference for the JIT to settle: after 1 s, its first phase cost 0.77 ms of
// server CPU a bet over 3 s and 0.56 ms over 6 s
export const WARMUP_SECONDS = 2;
/**
 * Each server's warm-up pass before any measured round, every operation in turn: a product server runs for hours, and
 * its first measured round still paid for compiling (0.36 ms of server CPU a deposit in the first round, 0.28 ms in
 * the second, with the reference's alike in both).
 */
export const WARM_PASS_SECONDS = 4;
export const SECRETS = {
  JWT_SECRET: 'bench-jwt-secret-bench-jwt-secret-0123456789',
  PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-bench-webhook-secret',
};
const DOC = 'docs/performance.md';
export const SERVER_NODE_ARGS = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
  : [];

export type Engine = BenchRow['engine'];

/** Where an engine's data lives, and how the server and this process open it. */
export type Store = {
  serverEnv: Record<string, string>;
  /** Opens the database in this process with room for `connections` callers. */
  open: (connections: number) => Promise<Database>;
  /** PGlite serves one process: the server must be stopped while this process has it open. */
  exclusive: boolean;
  /** CPU ms spent so far by the database server; NaN when it runs inside another process or elsewhere. */
  databaseCpuMs: () => number;
  /** Writes the database's dirty pages out now (PostgreSQL's CHECKPOINT); nothing on PGlite. */
  checkpoint: () => Promise<void>;
  version: () => Promise<string>;
  dispose: () => Promise<void>;
};

export async function pgliteStore(): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  return {
    serverEnv: { DATA_DIR: dataDir },
    open: () => openConfiguredDatabase(config),
    exclusive: true,
    databaseCpuMs: () => Number.NaN,
    checkpoint: async () => {},
    version: async () => 'PGlite (embedded, data on disk, no fsync)',
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresStore(): Promise<Store> {
  const cluster = process.env.BENCH_DATABASE_URL
    ? null
    : startCluster({ quiet: true, settings: { fsync: 'on', synchronous_commit: 'on' } });
  const fresh = await createPostgresDatabase(process.env.BENCH_DATABASE_URL ?? cluster!.url);
  const open = (connections: number) =>
    openDatabase({ kind: 'postgres', url: fresh.url, poolSize: connections });
  return {
    serverEnv: { DATABASE_URL: fresh.url },
    open,
    exclusive: false,
    databaseCpuMs: () => (cluster ? familyCpuMs(cluster.pid()) : Number.NaN),
    checkpoint: async () => {
      const database = await open(1);
      await database.db.execute(sql`checkpoint`).finally(() => database.close());
    },
    version: async () => {
      const database = await open(1);
      const [row] = rowsOf<{ v: string }>(await database.db.execute(sql`select version() as v`));
      await database.close();
      return `${row?.v.split(' on ')[0] ?? 'PostgreSQL'}${cluster ? ' (throwaway cluster, fsync on)' : ''}`;
    },
    dispose: async () => {
      await fresh.drop();
      cluster?.stop();
    },
  };
}

export const serverEnv = (store: Store) => ({
  NODE_ENV: 'production',
  PAYMENT_SANDBOX_IN_PRODUCTION: '1',
  LOG_LEVEL: 'silent',
  REGISTRATIONS_PER_IP: '100000',
  ACCESS_TOKEN_TTL: '3600',
  STATIC_DIR: 'tests/server/fixtures/site',
  ...SECRETS,
  ...store.serverEnv,
});

export function registerAll(client: ApiClient): Promise<Player[]> {
  const emails = Array.from({ length: PLAYERS }, (_, i) => `bench-${i}-${Date.now()}@example.test`);
  return inParallel(emails, 16, (email) => registerPlayer(client, email, () => {}));
}

/** Marks the measured part of a phase: CPU is read when it opens and when it closes. */
export type MeasuredWindow = { opened: () => void; closed: () => void };

/**
 * Runs one phase and charges the CPU time of the server, the database and this process over its measured window to
 * the phase's `ops`. `serverPid` is absent for the raw phases, whose service code runs in this process.
 */
export async function charged<R extends { ops: number }>(
  store: Store,
  serverPid: number | undefined,
  run: (window: MeasuredWindow) => Promise<R>,
): Promise<{ result: R; cpu: CpuPerOp }> {
  const server = () => (serverPid === undefined ? Number.NaN : processCpuMs(serverPid));
  const read = () => ({ server: server(), database: store.databaseCpuMs(), bench: ownCpuMs() });
  let from = read();
  let to = from;
  const result = await run({ opened: () => (from = read()), closed: () => (to = read()) });
  const per = (key: keyof CpuPerOp) => (to[key] - from[key]) / result.ops;
  return { result, cpu: { server: per('server'), database: per('database'), bench: per('bench') } };
}

/** Drives one closed-loop phase from `concurrency` callers (CONNECTIONS unless given), CPU charged as `charged` does. */
export function measured(
  store: Store,
  serverPid: number | undefined,
  options: Pick<DriveOptions, 'op'> & Partial<Pick<DriveOptions, 'concurrency'>>,
): Promise<{ result: PhaseResult; cpu: CpuPerOp }> {
  return charged(store, serverPid, (window) =>
    drive({ concurrency: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, ...options, window }),
  );
}

const IDLE_POLL_MS = 250;
const IDLE_CPU_MS = 25;
const IDLE_WAIT_MS = 10_000;

/**
 * Brings the machine to the same state before every measured phase: the database's dirty pages written out (so no
 * phase inherits the checkpoint that another's writes caused, and every phase pays the same full-page writes), then a
 * wait until the servers and the database have gone quiet (the autovacuum the last phase started, bets an open loop
 * aborted). Without it, the background work a phase started was charged to the next.
 */
export async function settle(store: Store, pids: readonly number[]) {
  await store.checkpoint();
  const busy = () => pids.reduce((sum, pid) => sum + (processCpuMs(pid) || 0), store.databaseCpuMs() || 0);
  for (let waited = 0, before = busy(); waited < IDLE_WAIT_MS; waited += IDLE_POLL_MS) {
    await sleep(IDLE_POLL_MS);
    const now = busy();
    if (now - before < IDLE_CPU_MS) return;
    before = now;
  }
}

/** Runs `op` from CONNECTIONS callers for WARM_PASS_SECONDS, measuring nothing. */
export async function warmUp(op: DriveOptions['op'], concurrency = CONNECTIONS) {
  await drive({ concurrency, warmupSeconds: WARM_PASS_SECONDS, seconds: 0, op });
}

/** Prints a measured round's rate and CPU per operation (server · database), and answers it. */
export function roundDone<T extends { result: { perSecond: number }; cpu: CpuPerOp }>(round: T): T {
  const { server, database } = round.cpu;
  progress(
    `  ${round.result.perSecond.toFixed(0)}/s, CPU ms/op ${server.toFixed(2)} · ${database.toFixed(2)}`,
  );
  return round;
}

/** A progress line with the seconds since the run started. */
const began = Date.now();
export const progress = (text: string) =>
  console.log(`${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s  ${text}`);

/**
 * Runs a benchmark on the engines BENCH_ENGINES names (else `defaultEngines`), prints its figures (`render`, else
 * `table`) and writes them between the `bench` markers of docs/performance.md, headed by the run's settings (else
 * the phase length and connections) and `what` was measured.
 */
export async function runBench<Row = BenchRow>(options: {
  bench: string;
  defaultEngines: string;
  what: string;
  settings?: string;
  render?: (rows: Row[]) => string;
  benchEngine: (engine: Engine) => Promise<{ rows: Row[]; version: string }>;
  /** A partial run (some phases left out) prints its figures and leaves the document alone. */
  partial?: boolean;
}) {
  const wanted = (process.env.BENCH_ENGINES ?? options.defaultEngines).toLowerCase();
  const engines = (['PGlite', 'PostgreSQL'] as const).filter((e) =>
    wanted.includes(e === 'PGlite' ? 'pglite' : 'postgres'),
  );
  const rows: Row[] = [];
  const versions: string[] = [];
  for (const engine of engines) {
    const run = await options.benchEngine(engine);
    rows.push(...run.rows);
    versions.push(run.version);
  }
  const render = options.render ?? ((all: Row[]) => table(all as BenchRow[]));
  const figures = render(rows);
  console.log(`\n${figures}\n`);
  if (options.partial) return progress('done; a partial run: docs/performance.md left as it was');
  const settings =
    options.settings ??
    `${SECONDS} s per phase after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections`;
  await writeReport(
    DOC,
    [
      `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${settings}, ${options.what}.`,
      `Machine: ${machine(versions.join('; '))}.`,
      '',
      figures,
    ].join('\n'),
    options.bench,
  );
  progress(`done; figures written to ${DOC}`);
}
