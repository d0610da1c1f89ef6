// A child of `npm run bench:realtime`: opens its share of the WebSocket clients to one server, listens to `bets` and
// records, for every event published inside the measured window, the time from publication to arrival here. The
// clients speak the protocol themselves over `net` sockets (handshake, frames, pongs): the load generator shares
// two cores with the server it measures, so it must cost as little as it can.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { REALTIME_PATH } from '../../src/contract/realtime';
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
const path = kind === 'product' ? REALTIME_PATH : '/';
const HELLO = JSON.stringify({ type: 'hello', token: null, channels: ['bets'] });
const OPCODE = { text: 1, close: 8, ping: 9, pong: 10 };

const latencies = createLatencyHistogram();
let window = { fromUs: Number.POSITIVE_INFINITY, toUs: 0 };
let received = 0;
let closed = 0;
const sockets: net.Socket[] = [];

/** A client frame: FIN, the opcode, masked with a zero key (the payload goes as it is); payloads under 126 bytes. */
const clientFrame = (opcode: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length, 0, 0, 0, 0]), payload]);

function onText(payload: Buffer) {
  const id = eventIdOf(payload);
  if (id === null || id < window.fromUs || id > window.toUs) return;
  latencies.add(preciseClock.now() - id / 1000);
  received++;
}

/** Reads server frames (never masked) from a socket's bytes; a `welcome`, when one is awaited, goes to `welcomed`. */
function readFrames(socket: net.Socket, welcomed: (() => void) | null) {
  let pending: Buffer | null = null;
  return (chunk: Buffer) => {
    let data = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    while (data.length >= 2) {
      const short = data[1]! & 0x7f;
      const head = short === 126 ? 4 : short === 127 ? 10 : 2;
      if (data.length < head) break;
      const length =
        short === 126 ? data.readUInt16BE(2) : short === 127 ? Number(data.readBigUInt64BE(2)) : short;
      if (data.length < head + length) break;
      const payload = data.subarray(head, head + length);
      const opcode = data[0]! & 0x0f;
      if (opcode === OPCODE.text) {
        if (welcomed) {
          welcomed();
          welcomed = null;
        } else onText(payload);
      } else if (opcode === OPCODE.ping) socket.write(clientFrame(OPCODE.pong, payload));
      else if (opcode === OPCODE.close) socket.end();
      data = data.subarray(head + length);
    }
    if (data.length > 0) pending = Buffer.from(data);
  };
}

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    sockets.push(socket);
    socket.setNoDelay(true);
    socket.on('error', reject);
    socket.on('close', () => closed++);
    socket.once('connect', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
    let answer = Buffer.alloc(0);
    const onHandshake = (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      const end = answer.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onHandshake);
      if (!answer.subarray(0, 12).toString().includes('101')) return reject(new Error(answer.toString()));
      const frames = readFrames(socket, kind === 'product' ? resolve : null);
      socket.on('data', frames);
      if (kind === 'product') socket.write(clientFrame(OPCODE.text, Buffer.from(HELLO)));
      else resolve();
      if (answer.length > end + 4) frames(answer.subarray(end + 4));
    };
    socket.on('data', onHandshake);
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
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  }
});
