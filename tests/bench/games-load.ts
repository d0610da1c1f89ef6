import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBetClient } from './bet-client';
import { processCpuMs } from './cpu';
import type { PhaseResult } from './drive';
import { charged, measured, progress, SECONDS, type Engine, type Store } from './harness';
import { openLoop, type OpenLoopResult } from './open-loop';
import type { CpuPerOp } from './report';

/** A server taking dice bets over HTTP: the product, or the lean reference. */
export type Target = {
  server: 'product' | 'reference';
  port: number;
  pid: number;
  tokens: readonly string[];
};

/** How bets are offered: callers that each wait for their answer, or on a schedule at a fixed rate. */
export type Load =
  | { kind: 'closed'; connections: number }
  | { kind: 'open' | 'burst'; rate: number; count: number; connections: number; graceMs: number };

/** One server under one load, with the CPU each bet cost. */
export type LoadRow = {
  engine: Engine;
  server: Target['server'];
  load: Load;
  result: PhaseResult | OpenLoopResult;
  cpu: CpuPerOp;
};

/** A dice bet of 1 ₽ over 49.99: about even odds, so balances stay far from empty. */
export const BET = { amount: 1, params: { target: 49.99, direction: 'over' } } as const;

// BENCH_SECONDS scales the open loop and the burst with the closed-loop phases (3 s by default): same rates, fewer bets
const SCALE = SECONDS / 3;
const OPEN_CONNECTIONS = 64;

/** The loads of issue 7's acceptance, in the order they run. */
const ALL_LOADS: readonly Load[] = [
  { kind: 'closed', connections: 16 },
  { kind: 'closed', connections: 64 },
  // 10 s at 1,000/s; answers later than 5 s after the last send are not waited for
  {
    kind: 'open',
    rate: 1_000,
    count: Math.round(10_000 * SCALE),
    connections: OPEN_CONNECTIONS,
    graceMs: 5_000,
  },
  // 2,000 bets evenly over 5 s, every answer waited for (up to 30 s)
  {
    kind: 'burst',
    rate: 400,
    count: Math.round(2_000 * SCALE),
    connections: OPEN_CONNECTIONS,
    graceMs: 30_000,
  },
];

// BENCH_LOADS=closed,open,burst picks the kinds of load (all by default), for a quicker look at one
const WANTED = new Set((process.env.BENCH_LOADS ?? 'closed,open,burst').split(','));
export const LOADS = ALL_LOADS.filter((load) => WANTED.has(load.kind));

export const describeLoad = (load: Load): string =>
  load.kind === 'closed'
    ? `closed loop, ${load.connections} connections`
    : `${load.kind === 'open' ? 'open loop' : 'burst'}: ${load.count.toLocaleString('en')} bets at ` +
      `${load.rate.toLocaleString('en')}/s`;

const IDLE_POLL_MS = 250;
const IDLE_CPU_MS = 25;
const IDLE_WAIT_MS = 10_000;

/** Waits until the servers and the database have gone quiet (bets an open loop aborted may still be running). */
async function untilIdle(store: Store, pids: readonly number[]) {
  const busy = () => pids.reduce((sum, pid) => sum + (processCpuMs(pid) || 0), store.databaseCpuMs() || 0);
  for (let waited = 0, before = busy(); waited < IDLE_WAIT_MS; waited += IDLE_POLL_MS) {
    await sleep(IDLE_POLL_MS);
    const now = busy();
    if (now - before < IDLE_CPU_MS) return;
    before = now;
  }
}

/** One server under one load, measured from the bench. */
async function runLoad(engine: Engine, store: Store, target: Target, load: Load): Promise<LoadRow> {
  const client = createBetClient(target.port, load.connections);
  const place = async (i: number, signal?: AbortSignal) => {
    const token = target.tokens[i % target.tokens.length]!;
    return (await client.place(token, { bet_id: randomUUID(), ...BET }, signal)) === 200;
  };
  try {
    const { result, cpu } =
      load.kind === 'closed'
        ? await measured(store, target.pid, { concurrency: load.connections, op: place })
        : await charged(store, target.pid, (window) => openLoop({ ...load, op: place, window }));
    return { engine, server: target.server, load, result, cpu };
  } finally {
    client.close();
  }
}

/** Every load of LOADS on every target, one target at a time, each starting on a quiet machine. */
export async function runLoads(engine: Engine, store: Store, targets: readonly Target[]): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const load of LOADS)
    for (const target of targets) {
      await untilIdle(
        store,
        targets.map((t) => t.pid),
      );
      progress(`${engine}: ${target.server}, ${describeLoad(load)}`);
      rows.push(await runLoad(engine, store, target, load));
    }
  return rows;
}
