import { describe, expect, it } from 'vitest';
import { browserRoundBytes } from '../../../src/api/fair-round-bytes';
import { OutcomeStream, type RoundBytes } from '../../../src/contract/fair/stream';
import { serverRoundBytes } from '../../../src/server/fair/round-bytes';

const TWO_32 = 2 ** 32;

/** Round bytes that hold the given 32-bit words, 8 a round, big-endian; records which rounds were asked for. */
function craftedRounds(words: readonly number[]) {
  const asked: number[] = [];
  const roundBytes: RoundBytes = (round) => {
    asked.push(round);
    const bytes = new Uint8Array(32);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < 8; i++) {
      const word = words[round * 8 + i];
      if (word !== undefined) view.setUint32(i * 4, word);
    }
    return bytes;
  };
  return { roundBytes, asked };
}

/** A stream over the given words and a count of how many it has read. */
function streamOf(words: readonly number[]) {
  const { roundBytes } = craftedRounds(words);
  let reads = 0;
  const stream = new OutcomeStream(roundBytes);
  const uint32 = stream.uint32.bind(stream);
  stream.uint32 = () => {
    reads += 1;
    return uint32();
  };
  return { stream, reads: () => reads };
}

/** The first multiple of n at or above which `int(n)` rejects a word. */
const limitOf = (n: number) => TWO_32 - (TWO_32 % n);

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('OutcomeStream.uint32', () => {
  it('reads big-endian words and asks for the next round only after 32 bytes', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => i);
    const asked: number[] = [];
    const stream = new OutcomeStream((round) => {
      asked.push(round);
      return round === 0 ? bytes : new Uint8Array(32).fill(0xff);
    });
    expect(stream.uint32()).toBe(0x00010203);
    for (let i = 1; i < 8; i++) stream.uint32();
    expect(asked).toEqual([0]);
    expect(stream.uint32()).toBe(0xffffffff);
    expect(asked).toEqual([0, 1]);
  });

  it('gives float() as the word over 2^32, in [0, 1)', () => {
    const { stream } = streamOf([0, 2 ** 31, TWO_32 - 1]);
    expect(stream.float()).toBe(0);
    expect(stream.float()).toBe(0.5);
    expect(stream.float()).toBe((TWO_32 - 1) / TWO_32);
    expect((TWO_32 - 1) / TWO_32).toBeLessThan(1);
  });
});

describe('OutcomeStream.int', () => {
  const SIZES = [1, 2, 3, 6, 10, 37, 40, 1_000, 10_000, 2 ** 31 + 1, TWO_32 - 1, TWO_32];

  it.each(SIZES)('accepts exactly the words below a multiple of n = %d, so every value has as many', (n) => {
    const limit = limitOf(n);
    expect(limit % n).toBe(0);
    expect(TWO_32 - limit).toBeLessThan(n);
    const last = streamOf([limit - 1]);
    expect(last.stream.int(n)).toBe(n - 1);
    expect(last.reads()).toBe(1);
  });

  it.each(SIZES.filter((n) => TWO_32 % n !== 0))(
    'throws away words at or above the limit for n = %d',
    (n) => {
      const limit = limitOf(n);
      const { stream, reads } = streamOf([limit, TWO_32 - 1, 7]);
      expect(stream.int(n)).toBe(7 % n);
      expect(reads()).toBe(3);
    },
  );

  it.each([3, 37, 40, 1_000])('maps the words around both ends of the range uniformly for n = %d', (n) => {
    const limit = limitOf(n);
    const counts = new Array<number>(n).fill(0);
    const words = [
      ...Array.from({ length: 3 * n }, (_, i) => i),
      ...Array.from({ length: 3 * n }, (_, i) => limit - 3 * n + i),
    ];
    for (const word of words) {
      const value = streamOf([word]).stream.int(n);
      expect(value).toBe(word % n);
      counts[value]! += 1;
    }
    expect(counts).toEqual(new Array<number>(n).fill(6));
    for (let word = limit; word < TWO_32; word++) {
      const { stream, reads } = streamOf([word, 0]);
      expect(stream.int(n)).toBe(0);
      expect(reads()).toBe(2);
    }
  });

  it.each([0, -1, 1.5, TWO_32 + 1, Number.NaN])('refuses n = %d', (n) => {
    expect(() => streamOf([0]).stream.int(n)).toThrow(RangeError);
  });
});

describe('OutcomeStream.sample and shuffle', () => {
  /** Every sequence of draws `int(n)`, `int(n−1)`, …: each word is the value drawn, all of them below the limit. */
  function allDraws(n: number, k: number): number[][] {
    if (k === 0) return [[]];
    return allDraws(n - 1, k - 1).flatMap((rest) =>
      Array.from({ length: n }, (_, first) => [first, ...rest]),
    );
  }

  it('gives every ordered selection of 3 of 5 for exactly one sequence of draws', () => {
    const seen = new Set<string>();
    for (const draws of allDraws(5, 3)) {
      const sample = streamOf(draws).stream.sample(5, 3);
      expect(new Set(sample).size).toBe(3);
      for (const value of sample) expect(value).toBeGreaterThanOrEqual(0);
      for (const value of sample) expect(value).toBeLessThan(5);
      seen.add(sample.join());
    }
    expect(seen.size).toBe(5 * 4 * 3);
  });

  it('gives each of the 24 orders of 4 for exactly one sequence of draws', () => {
    const seen = new Set(allDraws(4, 4).map((draws) => streamOf(draws).stream.shuffle(4).join()));
    expect(seen.size).toBe(24);
  });

  it('draws distinct values from a real stream', () => {
    const stream = new OutcomeStream(serverRoundBytes(new Uint8Array(32), 'sample', 0));
    expect(new Set(stream.sample(40, 10)).size).toBe(10);
    expect(new Set(stream.shuffle(52)).size).toBe(52);
  });

  it('reads nothing for k = 0 and refuses k > n', () => {
    const { stream, reads } = streamOf([]);
    expect(stream.sample(3, 0)).toEqual([]);
    expect(reads()).toBe(0);
    expect(() => stream.sample(3, 4)).toThrow(RangeError);
  });
});

describe('round bytes', () => {
  const KEY = Uint8Array.from({ length: 32 }, (_, i) => i);
  // HMAC-SHA256 with the key 00 01 … 1f, from `printf '%s' MESSAGE | openssl dgst -sha256 -mac HMAC -macopt hexkey:…`.
  const VECTORS = [
    {
      clientSeed: 'player',
      nonce: 0,
      round: 0,
      hmac: '2180ca978bf5a0c8fb6b110e64e4debc294058528a3f0423f0f96c2170e96090',
    },
    {
      clientSeed: 'player',
      nonce: 0,
      round: 1,
      hmac: '84101b9cf4a5e9bdecb7cccbb59f6fe7acd29e133739e453297ceaaa196b19d9',
    },
    {
      clientSeed: 'player',
      nonce: 41,
      round: 0,
      hmac: '1a0ada582f90fc76dc9d0ffb68fb309a4728d0625df8e7acd9107e40a785c7d7',
    },
    {
      clientSeed: 'пароль',
      nonce: 7,
      round: 2,
      hmac: '9884eb6bd3e479c69875e078966326328df74f27c0c50d70545ab86c0465c606',
    },
  ];

  it.each(VECTORS)('server and browser both give the known HMAC of $clientSeed:$nonce:$round', (v) => {
    expect(hex(serverRoundBytes(KEY, v.clientSeed, v.nonce)(v.round))).toBe(v.hmac);
    expect(hex(browserRoundBytes(KEY, v.clientSeed, v.nonce)(v.round))).toBe(v.hmac);
  });

  it('feeds a stream round 0 and then round 1 of the bet', () => {
    const stream = new OutcomeStream(serverRoundBytes(KEY, 'player', 0));
    expect(stream.uint32()).toBe(0x2180ca97);
    for (let i = 1; i < 8; i++) stream.uint32();
    expect(stream.uint32()).toBe(0x84101b9c);
  });

  it('server and browser agree on 500 other bets', () => {
    for (let nonce = 0; nonce < 500; nonce++) {
      const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 31 + nonce) % 256);
      const round = nonce % 3;
      expect(hex(browserRoundBytes(seed, `c${nonce}`, nonce)(round))).toBe(
        hex(serverRoundBytes(seed, `c${nonce}`, nonce)(round)),
      );
    }
  });
});
