import { beforeAll, describe, expect, it } from 'vitest';
import {
  KENO_NUMBERS,
  KENO_RISKS,
  kenoHitChance,
  kenoOutcome,
  kenoPayout,
  kenoPaytable,
  type KenoParams,
} from '../../../src/contract/games/keno';
import { toNumber, type Ratio } from '../../../src/contract/games/ratio';
import { chiSquareP, rtpInterval, simulate, SIMULATED_ROUNDS, varianceOf } from './simulation-harness';

const PICK_COUNTS = 10;
/** The numbers a simulated bet picks: the first `picks` of these, spread over the board. */
const SPREAD = [7, 40, 1, 22, 13, 30, 5, 18, 36, 27];

/** Round `nonce` cycles through the 4 risks and the 10 pick counts, 25,000 rounds for each of the 40 tables. */
const paramsOf = (nonce: number): KenoParams => ({
  risk: KENO_RISKS[nonce % KENO_RISKS.length]!,
  numbers: SPREAD.slice(0, 1 + (Math.floor(nonce / KENO_RISKS.length) % PICK_COUNTS)),
});

/** Expected counts of each hit count for `rounds` bets of `picks` numbers, the tail merged until each is ≥ 5. */
function expectedHits(picks: number, rounds: number) {
  const expected: number[] = [];
  for (let hits = 0; hits <= picks; hits++) {
    const count = toNumber(kenoHitChance(picks, hits)) * rounds;
    if (count >= 5 || expected.length === 0) expected.push(count);
    else expected[expected.length - 1]! += count;
  }
  return expected;
}

describe('keno over 10^6 simulated rounds', () => {
  const hitCounts = Array.from({ length: PICK_COUNTS }, (_, i) => new Array<number>(i + 2).fill(0));
  const firstDrawn = new Array<number>(KENO_NUMBERS).fill(0);
  const asNumber = new WeakMap<Ratio, number>();
  let paid = 0;

  // The rounds are played once for all the checks below (two minutes' allowance on a busy machine).
  beforeAll(() => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    simulate('keno', SIMULATED_ROUNDS, (stream, nonce) => {
      const params = paramsOf(nonce);
      const outcome = kenoOutcome(stream, params);
      const multiplier = kenoPayout(outcome, params);
      if (!asNumber.has(multiplier)) asNumber.set(multiplier, toNumber(multiplier));
      paid += asNumber.get(multiplier)!;
      hitCounts[params.numbers.length - 1]![outcome.hits.length]! += 1;
      firstDrawn[outcome.drawn[0]! - 1]! += 1;
    });
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `keno: ${SIMULATED_ROUNDS} rounds in ${Math.round(performance.now() - started)} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms)`,
    );
  }, 120_000);

  it('hits each count as often as the hypergeometric chances say (chi-square p ≥ 0.01)', () => {
    const observed: number[] = [];
    const expected: number[] = [];
    hitCounts.forEach((counts, i) => {
      const picks = i + 1;
      const rounds = counts.reduce((a, b) => a + b, 0);
      expect(rounds).toBe(SIMULATED_ROUNDS / PICK_COUNTS);
      const buckets = expectedHits(picks, rounds);
      observed.push(
        ...counts.slice(0, buckets.length - 1),
        counts.slice(buckets.length - 1).reduce((a, b) => a + b),
      );
      expected.push(...buckets);
    });
    expect(chiSquareP(observed, expected, expected.length - PICK_COUNTS)).toBeGreaterThanOrEqual(0.01);
  });

  it('draws every number first equally often (chi-square p ≥ 0.01)', () => {
    const expected = firstDrawn.map(() => SIMULATED_ROUNDS / KENO_NUMBERS);
    expect(chiSquareP(firstDrawn, expected, KENO_NUMBERS - 1)).toBeGreaterThanOrEqual(0.01);
  });

  it('returns the RTP within its 99 % confidence interval', () => {
    // Each of the 40 tables plays the same number of rounds, so the variance of the mean is their average.
    const variances = KENO_RISKS.flatMap((risk) =>
      Array.from({ length: PICK_COUNTS }, (_, i) =>
        varianceOf(
          kenoPaytable(risk, i + 1).map(
            (m, hits) => [toNumber(kenoHitChance(i + 1, hits)), toNumber(m)] as const,
          ),
        ),
      ),
    );
    const variance = variances.reduce((a, b) => a + b, 0) / variances.length;
    const [low, high] = rtpInterval(0.99, variance, SIMULATED_ROUNDS);
    const rtp = paid / SIMULATED_ROUNDS;
    console.log(`keno: RTP ${rtp.toFixed(5)}, 99 % interval [${low.toFixed(5)}, ${high.toFixed(5)}]`);
    expect(rtp).toBeGreaterThanOrEqual(low);
    expect(rtp).toBeLessThanOrEqual(high);
  });
});
