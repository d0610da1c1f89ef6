import { randomUUID } from 'node:crypto';
import { createBetClient, type BetClient } from './bet-client';
import type { PhaseResult } from './drive';
import {
  charged,
  CONNECTIONS,
  measured,
  progress,
  roundDone,
  SECONDS,
  settle,
  warmUp,
  type Engine,
  type Store,
} from './harness';
import { openLoop, type OpenLoopResult } from './open-loop';
import { together, type CpuPerOp } from './report';

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

/** A fresh dice bet of player `i` (mod the players), true when placed. */
async function placeBet(client: BetClient, target: Target, i: number, signal?: AbortSignal) {
  const token = target.tokens[i % target.tokens.length]!;
  return (await client.place(token, { bet_id: randomUUID(), ...BET }, signal)) === 200;
}

/** One server under one load, measured from the bench. */
async function runLoad(engine: Engine, store: Store, target: Target, load: Load): Promise<LoadRow> {
  const client = createBetClient(target.port, load.connections);
  const place = (i: number, signal?: AbortSignal) => placeBet(client, target, i, signal);
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

/**
 * The order a closed loop runs on the product and the reference: four times each, A B B A A B B A, so a steady drift
 * of the machine (other tenants, the JIT, tables growing) weighs on both alike; each server's figures are taken over
 * all its rounds. With two rounds each, other tenants' bursts moved the 16-connection ratio by ±0.1 from run to run.
 * An open loop or a burst runs once on each: their targets are latencies, and each is long.
 */
const CLOSED_ROUNDS = [0, 1, 1, 0, 0, 1, 1, 0] as const;

/**
 * Every load of LOADS on every target, one target at a time, after a warm-up pass of each, every round starting on a
 * settled machine.
 */
export async function runLoads(engine: Engine, store: Store, targets: readonly Target[]): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  const pids = targets.map((t) => t.pid);
  for (const target of targets) {
    progress(`${engine}: warming up the ${target.server}`);
    const client = createBetClient(target.port, CONNECTIONS);
    await warmUp((i) => placeBet(client, target, i)).finally(() => client.close());
  }
  for (const load of LOADS) {
    const order = load.kind === 'closed' && targets.length > 1 ? CLOSED_ROUNDS : targets.map((_, i) => i);
    const rounds = targets.map(() => [] as LoadRow[]);
    for (const index of order) {
      const target = targets[index]!;
      await settle(store, pids);
      progress(`${engine}: ${target.server}, ${describeLoad(load)}`);
      rounds[index]!.push(roundDone(await runLoad(engine, store, target, load)));
    }
    for (const [index, target] of targets.entries()) {
      const mine = rounds[index]!;
      rows.push(
        mine.length === 1
          ? mine[0]!
          : {
              engine,
              server: target.server,
              load,
              ...together(mine as { result: PhaseResult; cpu: CpuPerOp }[]),
            },
      );
    }
  }
  return rows;
}
