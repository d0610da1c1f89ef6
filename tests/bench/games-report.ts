import os from 'node:os';
import type { OpenLoopResult } from './open-loop';
import { describeLoad, type LoadRow } from './games-load';
import { table, type BenchRow } from './report';

/** A line of `bench:games`: a server under a load over HTTP, or the bet service straight on the database. */
export type GamesRow = LoadRow | BenchRow;

const fixed = (n: number, digits = 1) =>
  n === Number.POSITIVE_INFINITY ? '∞' : Number.isFinite(n) ? n.toFixed(digits) : '—';
const times = (n: number) =>
  n === Number.POSITIVE_INFINITY ? '∞' : Number.isFinite(n) && n > 0 ? `${n.toFixed(2)}×` : '—';
const cpuOf = ({ cpu }: LoadRow) =>
  `${fixed(cpu.server, 2)} · ${fixed(cpu.database, 2)} · ${fixed(cpu.bench, 2)}`;
/** The rate the cores could sustain if CPU were the only limit and the load generator ran elsewhere. */
const ceiling = ({ cpu }: LoadRow) =>
  (os.cpus().length * 1000) / (cpu.server + (Number.isFinite(cpu.database) ? cpu.database : 0));

const sameLoad = (a: LoadRow, b: LoadRow) =>
  a.engine === b.engine && JSON.stringify(a.load) === JSON.stringify(b.load);

function closedTable(rows: readonly LoadRow[]): string {
  const lines = [
    '| engine | load | server | bets/s | p50 ms | p99 ms | rate product ÷ reference | CPU ms/bet server · db · bench | CPU ceiling/s | bets | errors |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const reference = r.server === 'product' && rows.find((x) => x.server === 'reference' && sameLoad(x, r));
    lines.push(
      `| ${r.engine} | ${describeLoad(r.load)} | ${r.server} | ${fixed(r.result.perSecond, 0)} | ` +
        `${fixed(r.result.p50)} | ${fixed(r.result.p99)} | ` +
        `${reference ? times(r.result.perSecond / reference.result.perSecond) : ''} | ${cpuOf(r)} | ` +
        `${fixed(ceiling(r), 0)} | ${r.result.ops} | ${r.result.errors} |`,
    );
  }
  return lines.join('\n');
}

function openTable(rows: readonly LoadRow[]): string {
  const lines = [
    '| engine | load | server | answered | bets/s | p50 ms | p99 ms | max ms | last answer s | p99 product ÷ reference | last answer product ÷ reference | CPU ms/bet server · db · bench | errors | unanswered |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const result = r.result as OpenLoopResult;
    const reference = r.server === 'product' && rows.find((x) => x.server === 'reference' && sameLoad(x, r));
    const base = reference ? (reference.result as OpenLoopResult) : undefined;
    // an open loop's last answer is capped by its deadline: compared for the burst only
    const lastRatio = base && r.load.kind === 'burst' ? times(result.lastAnswerMs / base.lastAnswerMs) : '';
    lines.push(
      `| ${r.engine} | ${describeLoad(r.load)} | ${r.server} | ${result.ops} of ${result.offered} | ` +
        `${fixed(result.perSecond, 0)} | ${fixed(result.p50)} | ${fixed(result.p99)} | ${fixed(result.max)} | ` +
        `${fixed(result.lastAnswerMs / 1000, 2)} | ${base ? times(result.p99 / base.p99) : ''} | ` +
        `${lastRatio} | ${cpuOf(r)} | ${result.errors} | ` +
        `${result.unanswered} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The figures of `bench:games` as Markdown: the closed loops, then the open loop and the burst (latency from each
 * bet's scheduled send), then the bet service without HTTP.
 */
export function gamesTables(rows: readonly GamesRow[]): string {
  const loads = rows.filter((r): r is LoadRow => 'load' in r);
  const raw = rows.filter((r): r is BenchRow => 'path' in r);
  const onlyProduct = [...new Set(loads.map((r) => r.engine))].filter(
    (engine) => !loads.some((r) => r.engine === engine && r.server === 'reference'),
  );
  return [
    closedTable(loads.filter((r) => r.load.kind === 'closed')),
    openTable(loads.filter((r) => r.load.kind !== 'closed')),
    ...(onlyProduct.length
      ? [`The reference runs on PostgreSQL only; ${onlyProduct.join(' and ')} has the product's rows alone.`]
      : []),
    'The bet service without HTTP (`placeInstantBet` from 64 callers in the bench process), and one round trip:',
    table(raw),
  ].join('\n\n');
}
