// A child of `npm run bench:realtime`: opens its share of the WebSocket clients to one server, listens to `bets` and
// records, for every event published inside the measured window, the time from publication to arrival here.
import { REALTIME_PATH } from '../../src/contract/realtime';
import { WebSocket } from 'ws';
import { createLatencyHistogram, eventIdOf, preciseClock } from './realtime-latency';

/** What the bench asks of this process. */
export type ClientsCommand =
  { type: 'window'; fromUs: number; toUs: number } | { type: 'report' } | { type: 'stop' };
/** What it answers. */
export type ClientsReport =
  | { type: 'ready'; connected: number }
  | { type: 'measured'; buckets: [number, number][]; received: number; closed: number };

const [port, countText, kind] = process.argv.slice(2) as [string, string, 'product' | 'reference'];
const count = Number(countText);
const CONNECTING_AT_ONCE = 64;
const url = kind === 'product' ? `ws://127.0.0.1:${port}${REALTIME_PATH}` : `ws://127.0.0.1:${port}/`;
const HELLO = JSON.stringify({ type: 'hello', token: null, channels: ['bets'] });

const latencies = createLatencyHistogram();
let window = { fromUs: Number.POSITIVE_INFINITY, toUs: 0 };
let received = 0;
let closed = 0;
const sockets: WebSocket[] = [];

function onMessage(data: Buffer) {
  const id = eventIdOf(data);
  if (id === null || id < window.fromUs || id > window.toUs) return;
  latencies.add(preciseClock.now() - id / 1000);
  received++;
}

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    sockets.push(ws);
    ws.on('error', reject);
    ws.on('close', () => closed++);
    ws.once('open', () => {
      if (kind === 'reference') {
        ws.on('message', onMessage);
        return resolve();
      }
      ws.send(HELLO);
      // the welcome comes first; then every frame is an event
      ws.once('message', () => {
        ws.on('message', onMessage);
        resolve();
      });
    });
  });
}

let next = 0;
await Promise.all(
  Array.from({ length: CONNECTING_AT_ONCE }, async () => {
    while (next < count) {
      next++;
      await open();
    }
  }),
);
const report = (message: ClientsReport) => process.send!(message);
report({ type: 'ready', connected: sockets.length });

process.on('message', (command: ClientsCommand) => {
  if (command.type === 'window') window = { fromUs: command.fromUs, toUs: command.toUs };
  else if (command.type === 'report')
    report({ type: 'measured', buckets: latencies.buckets(), received, closed });
  else {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
