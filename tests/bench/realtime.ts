// `npm run bench:realtime`: N WebSocket clients (1,000, 5,000, 10,000; BENCH_CLIENTS=1000,5000 to choose) on the
// `bets` feed of one hub process, ten publications a second, beside a bare `ws` server sending the same frame to the
// same clients in the same run. The clients run in two processes of their own. BENCH_SECONDS (default 5) sets the
// measured window, BENCH_BETS (default 10) the bets per publication, BENCH_PROFILE=<dir> has both server processes
// write a CPU profile of the measured window there.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processCpuMs } from './cpu';
import { machine, writeReport } from './report';
import type { ClientsCommand, ClientsReport } from './realtime-clients';
import { percentiles } from './realtime-latency';
import type { ServerCommand, ServerReport } from './realtime-server';

const CLIENTS = (process.env.BENCH_CLIENTS ?? '1000,5000,10000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BETS = Number(process.env.BENCH_BETS ?? 10);
const WARMUP_MS = 1_000;
const GRACE_MS = 1_500;
const CLIENT_PROCESSES = 2;
const DOC = 'docs/performance.md';
const here = path.dirname(new URL(import.meta.url).pathname);
const PROFILE = process.env.BENCH_PROFILE ? [path.resolve(process.env.BENCH_PROFILE)] : [];

type Kind = 'product' | 'reference';
type Row = {
  kind: Kind;
  clients: number;
  /** Publications inside the window; fewer than ten a second when broadcasts take longer than 100 ms. */
  published: number;
  expected: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  loopDelayP99Ms: number;
  /** CPU ms per second of the window: the server process, all client processes, the whole machine. */
  serverCpu: number;
  /** The share of the server's CPU spent in the kernel. */
  serverKernelShare: number;
  clientsCpu: number;
  machineBusy: number;
  dropped: number;
  closed: number;
};

const began = Date.now();
const progress = (text: string) =>
  console.log(`${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s  ${text}`);

/** Busy CPU ms of the whole machine so far (every core, every process, the kernel). */
function machineBusyMs(): number {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait is work
  const busy = ticks.slice(0, 8).reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + t), 0);
  return busy * 10;
}

/** The next message of `child` that `match` accepts. */
function answer<T>(child: ChildProcess, match: (m: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: T) => {
      if (!match(m)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m);
    };
    const onExit = (code: number | null) => reject(new Error(`child ${child.pid} exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const child = (script: string, args: string[]) =>
  fork(path.join(here, script), args, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });

async function stop(process: ChildProcess, command: { type: 'stop' }) {
  if (process.exitCode !== null || process.signalCode !== null) return;
  const exited = new Promise((resolve) => process.once('exit', resolve));
  process.send(command);
  const killer = setTimeout(() => process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

async function phase(kind: Kind, clients: number): Promise<Row> {
  progress(`${kind}: ${clients} clients connecting`);
  const server = child('realtime-server.ts', [kind, ...PROFILE]);
  const clientProcesses: ChildProcess[] = [];
  try {
    const { port } = await answer<ServerReport & { type: 'listening' }>(
      server,
      (m) => m.type === 'listening',
    );
    const shares = Array.from(
      { length: CLIENT_PROCESSES },
      (_, i) => Math.floor(clients / CLIENT_PROCESSES) + (i < clients % CLIENT_PROCESSES ? 1 : 0),
    );
    for (const share of shares)
      clientProcesses.push(child('realtime-clients.ts', [String(port), String(share), kind]));
    const ready = await Promise.all(
      clientProcesses.map((c) => answer<ClientsReport & { type: 'ready' }>(c, (m) => m.type === 'ready')),
    );
    const connected = ready.reduce((sum, r) => sum + r.connected, 0);
    progress(`${kind}: ${connected} clients connected; publishing`);

    const publishFrom = Date.now() + 200;
    // half a publication period off the ticks, so no publication sits on an edge of the window
    const measureFrom = publishFrom + WARMUP_MS + 50;
    const measureTo = measureFrom + SECONDS * 1_000;
    const stopAt = measureTo + 500;
    for (const c of clientProcesses)
      c.send({ type: 'window', fromUs: measureFrom * 1000, toUs: measureTo * 1000 } satisfies ClientsCommand);
    const measured = answer<ServerReport & { type: 'measured' }>(server, (m) => m.type === 'measured');
    server.send({
      type: 'run',
      publishFrom,
      measureFrom,
      measureTo,
      stopAt,
      bets: BETS,
    } satisfies ServerCommand);

    const cpuOfClients = () => clientProcesses.reduce((sum, c) => sum + processCpuMs(c.pid!), 0);
    await new Promise((resolve) => setTimeout(resolve, measureFrom - Date.now()));
    const from = { clients: cpuOfClients(), machine: machineBusyMs() };
    await new Promise((resolve) => setTimeout(resolve, measureTo - Date.now()));
    const to = { clients: cpuOfClients(), machine: machineBusyMs() };
    const hub = await measured;
    await new Promise((resolve) => setTimeout(resolve, stopAt + GRACE_MS - Date.now()));
    const reports = await Promise.all(
      clientProcesses.map((c) => {
        const got = answer<ClientsReport & { type: 'measured' }>(c, (m) => m.type === 'measured');
        c.send({ type: 'report' } satisfies ClientsCommand);
        return got;
      }),
    );
    const [p50, p99, max] = percentiles(
      reports.map((r) => r.buckets),
      [0.5, 0.99, 1],
    );
    const perSecond = (ms: number) => ms / SECONDS;
    return {
      kind,
      clients: connected,
      published: hub.published,
      expected: hub.published * connected,
      received: reports.reduce((sum, r) => sum + r.received, 0),
      p50: p50!,
      p99: p99!,
      max: max!,
      loopDelayP99Ms: hub.loopDelayP99Ms,
      serverCpu: perSecond(hub.cpuMs),
      serverKernelShare: hub.kernelCpuMs / hub.cpuMs,
      clientsCpu: perSecond(to.clients - from.clients),
      machineBusy: perSecond(to.machine - from.machine),
      dropped: hub.dropped,
      closed: reports.reduce((sum, r) => sum + r.closed, 0),
    };
  } finally {
    await Promise.all(clientProcesses.map((c) => stop(c, { type: 'stop' })));
    await stop(server, { type: 'stop' });
  }
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(2)}×` : '—');

function table(rows: Row[]): string {
  const lines = [
    '| clients | server | publications/s | delivered | p50 ms | p99 ms | max ms | server event-loop p99 ms | server CPU µs per delivery (kernel) | CPU ms/s server · clients · others | p99 ÷ ref | CPU per delivery ÷ ref |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const perDelivery = (r: Row) => (1000 * r.serverCpu * SECONDS) / r.received;
  for (const r of rows) {
    const reference = rows.find((x) => x.kind === 'reference' && x.clients === r.clients);
    const compared = r.kind === 'product' && reference;
    const lost = r.dropped || r.closed ? ` (${r.dropped} dropped, ${r.closed} closed)` : '';
    const others = r.machineBusy - r.serverCpu - r.clientsCpu;
    lines.push(
      `| ${r.clients} | ${r.kind === 'product' ? 'hub' : 'bare ws (reference)'} | ${fixed(r.published / SECONDS)} | ` +
        `${fixed((100 * r.received) / r.expected, 2)} %${lost} | ${fixed(r.p50)} | ${fixed(r.p99)} | ${fixed(r.max)} | ` +
        `${fixed(r.loopDelayP99Ms)} | ${fixed(perDelivery(r), 1)} (${fixed(100 * r.serverKernelShare, 0)} %) | ` +
        `${fixed(r.serverCpu, 0)} · ${fixed(r.clientsCpu, 0)} · ${fixed(Math.max(0, others), 0)} | ` +
        `${compared ? ratio(r.p99, reference.p99) : ''} | ` +
        `${compared ? ratio(perDelivery(r), perDelivery(reference)) : ''} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  for (const dir of PROFILE) mkdirSync(dir, { recursive: true });
  const rows: Row[] = [];
  const loadBefore = os.loadavg()[0]!;
  for (const clients of CLIENTS) {
    rows.push(await phase('product', clients));
    rows.push(await phase('reference', clients));
  }
  const figures = table(rows);
  console.log(`\n${figures}\n`);
  await writeReport(
    DOC,
    [
      `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${SECONDS} s measured after ` +
        `${WARMUP_MS / 1000} s of warm-up, 10 publications a second of ${BETS} bets each, clients in ` +
        `${CLIENT_PROCESSES} processes of their own.`,
      `Machine: ${machine(null)} (${loadBefore.toFixed(1)} before it).`,
      '',
      figures,
    ].join('\n'),
    'realtime',
  );
  progress(`done; figures written to ${DOC}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
