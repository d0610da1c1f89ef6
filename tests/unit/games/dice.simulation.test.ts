import { describe, expect, it } from 'vitest';
import {
  DICE_ROLLS,
  diceChance,
  diceMultiplier,
  diceOutcome,
  dicePayout,
  toHundredths,
  type DiceParams,
} from '../../../src/contract/games/dice';
import { toNumber } from '../../../src/contract/games/ratio';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import { SIMULATED_ROUNDS, chiSquareP, rtpInterval, simulate, varianceOf } from './simulation-harness';

/** The bets played in turn, from the longest to the shortest odds. */
const BETS: DiceParams[] = [
  { target: 50, direction: 'over' },
  { target: 2, direction: 'over' },
  { target: 99, direction: 'over' },
  { target: 1, direction: 'under' },
  { target: 33.33, direction: 'under' },
  { target: 75.5, direction: 'under' },
];

describe('dice simulation', () => {
  it(
    'rolls uniformly over 0.00–100.00 and returns the RTP over 10^6 seeded bets',
    { timeout: 120_000 },
    () => {
      const rolls = new Array<number>(DICE_ROLLS).fill(0);
      let paid = 0;
      simulate('dice', SIMULATED_ROUNDS, (stream, nonce) => {
        const params = BETS[nonce % BETS.length]!;
        const outcome = diceOutcome(stream);
        rolls[toHundredths(outcome.roll)!]! += 1;
        paid += toNumber(dicePayout(outcome, params));
      });

      const expected = new Array<number>(DICE_ROLLS).fill(SIMULATED_ROUNDS / DICE_ROLLS);
      expect(chiSquareP(rolls, expected, DICE_ROLLS - 1)).toBeGreaterThanOrEqual(0.01);

      const rtp = toNumber(DECLARED_RTP.dice);
      const variance =
        BETS.map((params) => {
          const p = toNumber(diceChance(params));
          return varianceOf([
            [p, toNumber(diceMultiplier(params))],
            [1 - p, 0],
          ]);
        }).reduce((sum, v) => sum + v, 0) / BETS.length;
      const [low, high] = rtpInterval(rtp, variance, SIMULATED_ROUNDS);
      expect(paid / SIMULATED_ROUNDS).toBeGreaterThanOrEqual(low);
      expect(paid / SIMULATED_ROUNDS).toBeLessThanOrEqual(high);
    },
  );
});
