import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { format, resolveConfig } from 'prettier';
import type { PhaseResult } from './drive';

/** CPU ms per operation of the server process, the database server and the bench process (NaN: not in play). */
export type CpuPerOp = { server: number; database: number; bench: number };

/** One line of a benchmark: an engine, an operation, over HTTP or straight on the database. */
export type BenchRow = {
  engine: 'PGlite' | 'PostgreSQL';
  /** A transfer, a bet, or one `select 1`: the cost of a single round trip to the database on this machine. */
  operation: string;
  path: 'HTTP' | 'raw';
  result: PhaseResult;
  cpu: CpuPerOp;
};

/**
 * The rate this machine's cores could sustain if CPU were the only limit and the load generator ran elsewhere:
 * over HTTP the server and the database do the work, in the raw phases this process and the database.
 */
export function ceiling(row: BenchRow): number {
  const worker = row.path === 'HTTP' ? row.cpu.server : row.cpu.bench;
  const perOp = worker + (Number.isFinite(row.cpu.database) ? row.cpu.database : 0);
  return (os.cpus().length * 1000) / perOp;
}

/**
 * Rounds of one phase taken as one: rates over all their operations and time, the worst round's p50 and p99 (the
 * samples are not kept, so a percentile over all of them cannot be had), CPU per operation over all of them.
 */
export function together<T extends { result: PhaseResult; cpu: CpuPerOp }>(rounds: readonly T[]) {
  const sum = (of: (round: T) => number) => rounds.reduce((total, round) => total + of(round), 0);
  const ops = sum((r) => r.result.ops);
  const seconds = sum((r) => r.result.seconds);
  const cpu = (key: keyof CpuPerOp) => (ops > 0 ? sum((r) => r.result.ops * r.cpu[key]) / ops : Number.NaN);
  return {
    result: {
      ops,
      seconds,
      perSecond: seconds > 0 ? ops / seconds : 0,
      p50: Math.max(...rounds.map((r) => r.result.p50)),
      p99: Math.max(...rounds.map((r) => r.result.p99)),
      errors: sum((r) => r.result.errors),
      exhausted: rounds.some((r) => r.result.exhausted),
    } satisfies PhaseResult,
    cpu: { server: cpu('server'), database: cpu('database'), bench: cpu('bench') } satisfies CpuPerOp,
  };
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** The machine the figures were taken on. */
export function machine(databaseVersion: string | null): string {
  const cpus = os.cpus();
  return [
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `${os.type()} ${os.release()}, Node ${process.version}`,
    databaseVersion ?? '',
    `load average ${os.loadavg()[0]!.toFixed(1)} at the end of the run`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** The figures as a Markdown table; HTTP rows carry their share of the raw rate of the same operation. */
export function table(rows: readonly BenchRow[]): string {
  const raw = (r: BenchRow) =>
    rows.find((x) => x.engine === r.engine && x.operation === r.operation && x.path === 'raw');
  const lines = [
    '| engine | operation | path | per second | p50 ms | p99 ms | of raw | CPU ms/op server · db · bench | CPU ceiling/s | ops | errors |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const base = r.path === 'HTTP' ? raw(r) : undefined;
    const share = base ? `${fixed((100 * r.result.perSecond) / base.result.perSecond, 0)} %` : '';
    lines.push(
      `| ${r.engine} | ${r.operation} | ${r.path} | ${fixed(r.result.perSecond, 0)} | ${fixed(r.result.p50)} | ` +
        `${fixed(r.result.p99)} | ${share} | ${fixed(r.cpu.server, 2)} · ${fixed(r.cpu.database, 2)} · ` +
        `${fixed(r.cpu.bench, 2)} | ${fixed(ceiling(r), 0)} | ` +
        `${r.result.ops}${r.result.exhausted ? ' (ran out of work)' : ''} | ` +
        `${r.result.errors} |`,
    );
  }
  return lines.join('\n');
}

const SKELETON = '# Performance\n';

/**
 * Replaces the generated part of docs/performance.md (between the bench markers) with this run's figures; the
 * hand-written method and analysis around it stay. Formatted as `npm run format` would, so that stays a no-op.
 */
export async function writeReport(file: string, generated: string, bench = 'wallet'): Promise<void> {
  const START = `<!-- bench:${bench}:start -->`;
  const END = `<!-- bench:${bench}:end -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : SKELETON;
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  const body =
    from >= 0 && to > from
      ? `${current.slice(0, from + START.length)}\n${generated}\n${current.slice(to)}`
      : `${current.trimEnd()}\n\n${START}\n${generated}\n${END}\n`;
  writeFileSync(file, await format(body, { ...(await resolveConfig(file)), filepath: file }));
}
