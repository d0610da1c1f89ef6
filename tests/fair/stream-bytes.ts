// `npx tsx tests/fair/stream-bytes.ts [--source hmac|uint32] [--bytes N] [--seed HEX] [--client-seed TEXT]`
// writes the raw outcome bytes of the production path to stdout as binary, for a statistical battery such as
// `dieharder -g 200` (see README.md). Without --bytes it writes until the reader closes the pipe.
//   hmac   (default) serverRoundBytes(seed, clientSeed, nonce)(0) for nonce 0, 1, 2, …: 32 bytes a bet, as they
//          come out of HMAC-SHA256.
//   uint32 new OutcomeStream(serverRoundBytes(seed, clientSeed, nonce)).uint32() 16 times a nonce (rounds 0
//          and 1), each value as 4 little-endian bytes so a reader of native 32-bit words sees the values
//          themselves.
// The default server seed is SHA-256("stream-bytes"), so a run is reproducible; pass --seed for another one.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { OutcomeStream } from '../../src/contract/fair/stream';
import { serverRoundBytes } from '../../src/server/fair/round-bytes';

const CHUNK_BYTES = 1 << 16;
const UINT32_PER_NONCE = 16;

const { values } = parseArgs({
  options: {
    source: { type: 'string', default: 'hmac' },
    bytes: { type: 'string' },
    seed: { type: 'string' },
    'client-seed': { type: 'string', default: 'stream-bytes' },
  },
});

const source = values.source;
if (source !== 'hmac' && source !== 'uint32')
  throw new Error(`--source must be hmac or uint32, not ${source}`);
const limit = values.bytes === undefined ? Infinity : Number(values.bytes);
if (!(limit > 0)) throw new Error(`--bytes must be a positive number, not ${values.bytes}`);
if (values.seed !== undefined && !/^[0-9a-f]{64}$/i.test(values.seed))
  throw new Error('--seed must be 32 bytes in hex (64 digits)');
const serverSeed = values.seed
  ? Buffer.from(values.seed, 'hex')
  : createHash('sha256').update('stream-bytes').digest();
const clientSeed = values['client-seed'];

let nonce = 0;

/** The next chunk of the chosen source: whole bets, CHUNK_BYTES long. */
function nextChunk(): Buffer {
  const chunk = Buffer.alloc(CHUNK_BYTES);
  for (let at = 0; at < CHUNK_BYTES; nonce += 1) {
    if (source === 'hmac') {
      at += Buffer.from(serverRoundBytes(serverSeed, clientSeed, nonce)(0)).copy(chunk, at);
    } else {
      const stream = new OutcomeStream(serverRoundBytes(serverSeed, clientSeed, nonce));
      for (let i = 0; i < UINT32_PER_NONCE; i++, at += 4) chunk.writeUInt32LE(stream.uint32(), at);
    }
  }
  return chunk;
}

// The reader (dieharder) closes the pipe when its tests are done: that is the normal end of an endless run.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

let written = 0;
function pump() {
  while (written < limit) {
    const chunk = nextChunk();
    const part = limit - written < chunk.length ? chunk.subarray(0, limit - written) : chunk;
    written += part.length;
    if (!process.stdout.write(part)) {
      process.stdout.once('drain', pump);
      return;
    }
  }
}
pump();
