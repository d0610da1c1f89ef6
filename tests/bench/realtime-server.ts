// A child of `npm run bench:realtime`: the hub (`product`: Fastify + @fastify/websocket + the hub on the in-process
// bus, as one PGlite process serves it) or the lean reference (`reference`: a bare `ws` server sending one
// pre-serialized frame to every client), publishing the `bets` feed ten times a second when told to.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';
import type { FeedBet } from '../../src/contract/games/bets';
import { createLocalBus, silentLog } from '../../src/server/realtime/bus';
import { createIdSource } from '../../src/server/realtime/clock';
import { createHub } from '../../src/server/realtime/hub';
import { realtimeWebsocketOptions, registerRealtimeRoute } from '../../src/server/realtime/routes';
import { preciseClock } from './realtime-latency';

/** What the bench asks of this process. */
export type ServerCommand =
  | { type: 'run'; publishFrom: number; measureFrom: number; measureTo: number; stopAt: number; bets: number }
  | { type: 'stop' };
/** What it answers. */
export type ServerReport =
  | { type: 'listening'; port: number }
  | {
      type: 'measured';
      /** Messages published inside the window. */
      published: number;
      cpuMs: number;
      /** Of which in the kernel (system time): the writes to the sockets. */
      kernelCpuMs: number;
      loopDelayP99Ms: number;
      loopDelayMaxMs: number;
      dropped: number;
    };

const kind = process.argv[2] as 'product' | 'reference';
/** A directory to write a CPU profile of the measured window to (the bench passes BENCH_PROFILE). */
const profileDir = process.argv[3];
const BACKLOG = 4_096;
const PUBLISH_EVERY_MS = 100;

function feed(count: number): FeedBet[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1_000_000 + i,
    game: 'dice',
    player: `Player ${10_000 + i}`,
    avatar: 'gen:0123456789ab',
    currency: 'RUB',
    amount: 125.5,
    payout: 248.49,
    multiplier: 1.98,
    settled_at: new Date().toISOString(),
  }));
}

async function startProduct() {
  const hub = createHub({
    bus: createLocalBus(),
    verifyToken: () => Promise.reject(new Error('guests only')),
    log: silentLog,
    clock: preciseClock,
  });
  const app = Fastify();
  await app.register(websocket, realtimeWebsocketOptions(hub));
  await app.register(async (api) => registerRealtimeRoute(api, hub));
  await app.listen({ port: 0, host: '127.0.0.1', backlog: BACKLOG });
  return {
    port: (app.server.address() as { port: number }).port,
    publish: (bets: FeedBet[]) => hub.publish('bets', 'bets', bets),
    dropped: () => hub.stats().droppedSlowConsumers,
    close: () => app.close(),
  };
}

async function startReference() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', backlog: BACKLOG, perMessageDeflate: false });
  await new Promise((resolve) => wss.once('listening', resolve));
  const nextId = createIdSource(preciseClock);
  return {
    port: (wss.address() as { port: number }).port,
    publish(bets: FeedBet[]) {
      const id = nextId();
      const frame = Buffer.from(
        JSON.stringify({ type: 'event', id, channel: 'bets', kind: 'bets', data: bets }),
      );
      for (const client of wss.clients) client.send(frame, { binary: false });
      return id;
    },
    dropped: () => 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

const server = kind === 'product' ? await startProduct() : await startReference();
const report = (message: ServerReport) => process.send!(message);
report({ type: 'listening', port: server.port });

process.on('message', async (command: ServerCommand) => {
  if (command.type === 'stop') {
    await server.close();
    process.exit(0);
  }
  const { publishFrom, measureFrom, measureTo, stopAt } = command;
  const bets = feed(command.bets);
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  let published = 0;
  let cpuFrom = process.cpuUsage();
  let measured = false;
  const at = (time: number, run: () => void) => setTimeout(run, Math.max(0, time - Date.now()));
  const profiler = profileDir ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
  }
  at(measureFrom, () => {
    loopDelay.reset();
    cpuFrom = process.cpuUsage();
    void profiler?.post('Profiler.start');
  });
  at(measureTo, async () => {
    const cpu = process.cpuUsage(cpuFrom);
    measured = true;
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      const file = path.join(profileDir!, `realtime-${kind}-${process.pid}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
    }
    report({
      type: 'measured',
      published,
      cpuMs: (cpu.user + cpu.system) / 1000,
      kernelCpuMs: cpu.system / 1000,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
      dropped: server.dropped(),
    });
  });
  // ticks at fixed times; a tick missed while a broadcast ran is skipped, as a feed publishing every 100 ms would
  for (let tick = publishFrom; tick < stopAt;) {
    await new Promise((resolve) => at(tick, () => resolve(null)));
    const id = server.publish(bets);
    if (!measured && id >= measureFrom * 1000 && id <= measureTo * 1000) published++;
    tick += PUBLISH_EVERY_MS * Math.max(1, Math.ceil((Date.now() - tick) / PUBLISH_EVERY_MS));
  }
});
