import { createHash } from 'node:crypto';
import chiSquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import { OutcomeStream } from '../../../src/contract/fair/stream';
import { serverRoundBytes } from '../../../src/server/fair/round-bytes';

/** Rounds per game simulation (issue 7 acceptance). */
export const SIMULATED_ROUNDS = 1_000_000;

/** Two-sided 99 % normal quantile. */
const Z_99 = 2.576;

/**
 * Plays `rounds` bets of `game` through the production byte path: HMAC-SHA256 by node:crypto with the server
 * seed SHA-256("sim-<game>"), a fixed client seed and nonces 0 … rounds − 1.
 */
export function simulate(game: string, rounds: number, play: (stream: OutcomeStream, nonce: number) => void) {
  const seed = createHash('sha256').update(`sim-${game}`).digest();
  for (let nonce = 0; nonce < rounds; nonce++)
    play(new OutcomeStream(serverRoundBytes(seed, 'sim-client', nonce)), nonce);
}

/** The p-value of Pearson's chi-square test of observed counts against expected ones (each expected ≥ 5). */
export function chiSquareP(
  observed: readonly number[],
  expected: readonly number[],
  degreesOfFreedom: number,
) {
  if (observed.length !== expected.length) throw new RangeError('observed and expected differ in length');
  let statistic = 0;
  expected.forEach((e, i) => {
    if (e < 5) throw new RangeError(`bucket ${i} expects ${e} < 5`);
    statistic += (observed[i]! - e) ** 2 / e;
  });
  return 1 - chiSquareCdf(statistic, degreesOfFreedom);
}

/** The variance of one round's multiplier, from its exact distribution as [probability, multiplier] pairs. */
export function varianceOf(distribution: readonly (readonly [number, number])[]) {
  const mean = distribution.reduce((sum, [p, x]) => sum + p * x, 0);
  return distribution.reduce((sum, [p, x]) => sum + p * (x - mean) ** 2, 0);
}

/** The 99 % confidence interval of the mean multiplier of `rounds` rounds: RTP ± 2.576·σ/√n. */
export function rtpInterval(rtp: number, variancePerRound: number, rounds: number): [number, number] {
  const half = Z_99 * Math.sqrt(variancePerRound / rounds);
  return [rtp - half, rtp + half];
}
