import { describe, expect, it } from 'vitest';
import { CASES, itemValue, openCase } from '../../../src/contract/games/cases';
import { toNumber } from '../../../src/contract/games/ratio';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import { chiSquareP, rtpInterval, simulate, SIMULATED_ROUNDS, varianceOf } from './simulation-harness';

/** Round `nonce` opens case `nonce mod 6`: about 166,667 openings of each. */
const caseOf = (nonce: number) => CASES[nonce % CASES.length]!;

describe('cases over 10^6 simulated openings', () => {
  const drops = CASES.map((def) => def.items.map(() => 0));
  /** Each item's credited RUB value over the case's RUB price, as a number. */
  const returned = CASES.map((def) =>
    def.items.map((_, i) => Number(itemValue(def, i, 'RUB')) / Number(def.price.RUB)),
  );
  let paid = 0;

  const started = performance.now();
  simulate('cases', SIMULATED_ROUNDS, (stream, nonce) => {
    const c = nonce % CASES.length;
    const { index } = openCase(stream, caseOf(nonce));
    drops[c]![index]! += 1;
    paid += returned[c]![index]!;
  });
  console.log(`cases: ${SIMULATED_ROUNDS} openings in ${Math.round(performance.now() - started)} ms`);

  it('drops each item as often as its weight says (chi-square over all cases, p ≥ 0.01)', () => {
    const observed = drops.flat();
    const expected = CASES.flatMap((def, c) => {
      const opened = drops[c]!.reduce((a, b) => a + b, 0);
      return def.items.map((item) => (opened * item.weight) / def.totalWeight);
    });
    const degreesOfFreedom = CASES.reduce((sum, def) => sum + def.items.length - 1, 0);
    expect(chiSquareP(observed, expected, degreesOfFreedom)).toBeGreaterThanOrEqual(0.01);
  });

  it('returns 98 % of the price within its 99 % confidence interval', () => {
    // Which case a round opens is fixed by its nonce, so the variance of the mean is that of each case, weighted
    // by its share of the rounds.
    const variance = CASES.reduce((sum, def, c) => {
      const opened = drops[c]!.reduce((a, b) => a + b, 0);
      const distribution = def.items.map(
        (item, i) => [item.weight / def.totalWeight, returned[c]![i]!] as const,
      );
      return sum + (opened / SIMULATED_ROUNDS) * varianceOf(distribution);
    }, 0);
    const [low, high] = rtpInterval(toNumber(DECLARED_RTP.cases), variance, SIMULATED_ROUNDS);
    const rtp = paid / SIMULATED_ROUNDS;
    expect(rtp).toBeGreaterThanOrEqual(low);
    expect(rtp).toBeLessThanOrEqual(high);
  });
});
