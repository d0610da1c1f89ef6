import { describe, expect, it } from 'vitest';
import { mul, ratio } from '../../../src/contract/games/ratio';
import {
  ROULETTE_POCKETS,
  rouletteOutcome,
  roulettePayoutMinor,
  type RouletteBet,
} from '../../../src/contract/games/roulette';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import { SIMULATED_ROUNDS, chiSquareP, rtpInterval, simulate, varianceOf } from './simulation-harness';

/**
 * One spin with a chip of every bet kind, in minor units; the amounts are multiples of 400 so that every chip's
 * win (a multiple of RTP × 37 / n with n dividing 36) is a whole number of minor units and nothing is rounded.
 */
const CHIPS: (RouletteBet & { amount: bigint })[] = [
  { bet: 'straight', numbers: [17], amount: 400n },
  { bet: 'split', numbers: [0, 3], amount: 400n },
  { bet: 'street', numbers: [13, 14, 15], amount: 400n },
  { bet: 'trio', numbers: [0, 1, 2], amount: 400n },
  { bet: 'corner', numbers: [26, 27, 29, 30], amount: 400n },
  { bet: 'firstFour', numbers: [0, 1, 2, 3], amount: 400n },
  { bet: 'line', numbers: [31, 32, 33, 34, 35, 36], amount: 400n },
  { bet: 'dozen', dozen: 2, amount: 800n },
  { bet: 'column', column: 3, amount: 800n },
  { bet: 'red', amount: 1200n },
  { bet: 'odd', amount: 400n },
  { bet: 'high', amount: 400n },
];
const STAKE = CHIPS.reduce((sum, chip) => sum + chip.amount, 0n);
const POCKETS = Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => pocket);

describe('roulette simulation', () => {
  it('is exact in minor units for the simulated spin', () => {
    const total = POCKETS.reduce((sum, pocket) => sum + roulettePayoutMinor(CHIPS, pocket), 0n);
    expect(ratio(total, STAKE * BigInt(ROULETTE_POCKETS))).toEqual(mul(DECLARED_RTP.roulette, ratio(1)));
  });

  it(
    'lands in the 37 pockets uniformly and returns the RTP over 10^6 seeded spins',
    { timeout: 120_000 },
    () => {
      const landed = new Array<number>(ROULETTE_POCKETS).fill(0);
      let paid = 0n;
      simulate('roulette', SIMULATED_ROUNDS, (stream) => {
        const { pocket } = rouletteOutcome(stream);
        landed[pocket]! += 1;
        paid += roulettePayoutMinor(CHIPS, pocket);
      });

      const expected = new Array<number>(ROULETTE_POCKETS).fill(SIMULATED_ROUNDS / ROULETTE_POCKETS);
      expect(chiSquareP(landed, expected, ROULETTE_POCKETS - 1)).toBeGreaterThanOrEqual(0.01);

      const variance = varianceOf(
        POCKETS.map((pocket) => [
          1 / ROULETTE_POCKETS,
          Number(roulettePayoutMinor(CHIPS, pocket)) / Number(STAKE),
        ]),
      );
      const [low, high] = rtpInterval(0.99, variance, SIMULATED_ROUNDS);
      const rtp = Number(paid) / Number(STAKE) / SIMULATED_ROUNDS;
      expect(rtp).toBeGreaterThanOrEqual(low);
      expect(rtp).toBeLessThanOrEqual(high);
    },
  );
});
