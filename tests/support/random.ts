/** A seeded pseudo-random source: the same seed gives the same sequence, so a printed seed replays a workload. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** An independent source derived from this one, for a concurrent actor whose draws must not interleave. */
  fork: () => Random;
};

/** A fresh 32-bit seed from the clock and process, for runs that were not given one. */
export function freshSeed(): number {
  return (Date.now() ^ (process.pid << 16) ^ Number(process.hrtime.bigint() & 0xffffn)) >>> 0;
}

/** splitmix32: spreads one 32-bit seed over the generator's four words. */
function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** xoshiro128** (Blackman and Vigna), seeded through splitmix32. */
export function createRandom(seed: number): Random {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const word = () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  const next = () => word() / 0x1_0000_0000;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    fork: () => createRandom(word()),
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
