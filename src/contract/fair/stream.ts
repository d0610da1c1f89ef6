/**
 * The 32 outcome bytes of round `round` of one bet: HMAC-SHA256(serverSeed, fairMessage(clientSeed, nonce, round)).
 * The server computes them with node:crypto, the browser's verifier with its own HMAC; the games read them only
 * through an `OutcomeStream`, so both sides map the same bytes to the same outcome.
 */
export type RoundBytes = (round: number) => Uint8Array;

/** The HMAC message of one round of one bet (DESIGN.md §6). */
export const fairMessage = (clientSeed: string, nonce: number, round: number) =>
  `${clientSeed}:${nonce}:${round}`;

const TWO_32 = 2 ** 32;

/**
 * A bet's outcome bytes read in order: round 0's 32 bytes, then round 1's, and so on, 4 bytes per number.
 * Integers in a range come by rejection sampling and draws without replacement by Fisher–Yates, so no outcome is
 * favoured by a modulo.
 */
export class OutcomeStream {
  private round = 0;
  private bytes: Uint8Array;
  private offset = 0;

  constructor(private readonly roundBytes: RoundBytes) {
    this.bytes = roundBytes(0);
  }

  /** The next 4 bytes as an unsigned big-endian 32-bit integer. */
  uint32(): number {
    if (this.offset + 4 > this.bytes.length) {
      this.round += 1;
      this.bytes = this.roundBytes(this.round);
      this.offset = 0;
    }
    const b = this.bytes;
    const i = this.offset;
    this.offset += 4;
    return b[i]! * 2 ** 24 + b[i + 1]! * 2 ** 16 + b[i + 2]! * 2 ** 8 + b[i + 3]!;
  }

  /** A float in [0, 1) from the next 4 bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴. */
  float(): number {
    return this.uint32() / TWO_32;
  }

  /**
   * A uniform integer in [0, n): 4-byte numbers at or above the largest multiple of n are thrown away and the
   * next ones read, so every value has exactly the same chance.
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(${n}): n must be 1…2^32`);
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** `k` distinct values of [0, n) in the order drawn: the first `k` swaps of a Fisher–Yates shuffle. */
  sample(n: number, k: number): number[] {
    if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`sample(${n}, ${k}): need 0 ≤ k ≤ n`);
    const pool = Array.from({ length: n }, (_, i) => i);
    for (let i = 0; i < k; i++) {
      const j = i + this.int(n - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, k);
  }

  /** A uniformly random order of 0 … n−1. */
  shuffle(n: number): number[] {
    return this.sample(n, n);
  }
}
