import { describe, expect, it } from 'vitest';
import { toNumber } from '../../../src/contract/games/ratio';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  wheelDisplayTable,
  wheelOfFortuneOutcome,
  wheelOfFortunePayout,
  type WheelOfFortuneParams,
} from '../../../src/contract/games/wheel-of-fortune';
import { SIMULATED_ROUNDS, chiSquareP, rtpInterval, simulate, varianceOf } from './simulation-harness';

/** The 15 wheels, played in turn. */
const WHEELS: WheelOfFortuneParams[] = WHEEL_RISKS.flatMap((risk) =>
  WHEEL_SEGMENT_COUNTS.map((segments) => ({ segments, risk })),
);

describe('wheel of fortune simulation', () => {
  it(
    'stops on every segment of every wheel uniformly and returns the RTP over 10^6 seeded spins',
    { timeout: 120_000 },
    () => {
      const landed = WHEELS.map(({ segments }) => new Array<number>(segments).fill(0));
      const spins = WHEELS.map(() => 0);
      let paid = 0;
      simulate('wheelOfFortune', SIMULATED_ROUNDS, (stream, nonce) => {
        const wheel = nonce % WHEELS.length;
        const params = WHEELS[wheel]!;
        const outcome = wheelOfFortuneOutcome(stream, params);
        landed[wheel]![outcome.segment]! += 1;
        spins[wheel]! += 1;
        paid += toNumber(wheelOfFortunePayout(outcome, params));
      });

      // each wheel's number of spins is fixed by the nonce, so each loses one degree of freedom
      const expected = WHEELS.flatMap(({ segments }, i) =>
        new Array<number>(segments).fill(spins[i]! / segments),
      );
      const degrees = WHEELS.reduce((sum, { segments }) => sum + segments - 1, 0);
      expect(chiSquareP(landed.flat(), expected, degrees)).toBeGreaterThanOrEqual(0.01);

      const variance =
        WHEELS.reduce((sum, params, i) => {
          const table = wheelDisplayTable(params);
          return sum + spins[i]! * varianceOf(table.map((m) => [1 / table.length, m]));
        }, 0) / SIMULATED_ROUNDS;
      const [low, high] = rtpInterval(toNumber(DECLARED_RTP.wheelOfFortune), variance, SIMULATED_ROUNDS);
      expect(paid / SIMULATED_ROUNDS).toBeGreaterThanOrEqual(low);
      expect(paid / SIMULATED_ROUNDS).toBeLessThanOrEqual(high);
    },
  );
});
