import { describe, expect, it } from 'vitest';
import {
  DICE_DIRECTIONS,
  DICE_ROLLS,
  diceChance,
  diceMultiplier,
  diceOutcome,
  diceParams,
  dicePayout,
  diceQuote,
  diceRollWins,
  diceTargets,
  diceWinningRolls,
  toHundredths,
} from '../../../src/contract/games/dice';
import { add, compare, mul, ratio, ratioOf, type Ratio } from '../../../src/contract/games/ratio';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import { fixedStream } from './fixed-stream';

const RTP = DECLARED_RTP.dice;

// a local binding: the test runner reaches imports through getters, too slow for 194 million calls
const rollWins = diceRollWins;

/** The RTP of a bet found by counting, with the real win rule, the winning rolls among all 10,001. */
function enumeratedRtp(target: number, direction: 'over' | 'under', rtp: Ratio = RTP) {
  const t = toHundredths(target)!;
  let wins = 0;
  for (let roll = 0; roll < DICE_ROLLS; roll++) if (rollWins(roll, t, direction)) wins++;
  return { wins, rtp: mul(ratio(wins, DICE_ROLLS), diceMultiplier({ target, direction }, rtp)) };
}

describe('dice outcome', () => {
  it('maps draw k of int(10001) to the roll k/100, 0.00 to 100.00', () => {
    for (let k = 0; k < DICE_ROLLS; k++) {
      const { roll } = diceOutcome(fixedStream([k]));
      expect(roll).toBe(k / 100);
      expect(toHundredths(roll)).toBe(k);
    }
  });

  it('throws away a 4-byte number above the last whole multiple of 10,001 and reads the next', () => {
    expect(diceOutcome(fixedStream([2 ** 32 - 1, 1234])).roll).toBe(12.34);
  });
});

describe('dice payout math', () => {
  it(
    'pays exactly the declared RTP for every allowed target, counting wins over all 10,001 rolls',
    { timeout: 60_000 },
    () => {
      for (const direction of DICE_DIRECTIONS) {
        for (const target of diceTargets(direction)) {
          const found = enumeratedRtp(target, direction);
          if (found.wins !== diceWinningRolls({ target, direction }) || compare(found.rtp, RTP) !== 0)
            expect.fail(`${direction} ${target}: ${found.wins} wins, RTP ${found.rtp.num}/${found.rtp.den}`);
        }
      }
    },
  );

  it('offers win chances from 100 to 9,800 rolls in 10,001 in both directions', () => {
    expect(diceTargets('over')).toHaveLength(9701);
    expect(diceTargets('under')).toHaveLength(9701);
    expect(enumeratedRtp(99, 'over').wins).toBe(100);
    expect(enumeratedRtp(2, 'over').wins).toBe(9800);
    expect(enumeratedRtp(1, 'under').wins).toBe(100);
    expect(enumeratedRtp(98, 'under').wins).toBe(9800);
  });

  it('settles real outcomes: a roll equal to the target loses both ways, one hundredth past it wins', () => {
    const over = { target: 50, direction: 'over' } as const;
    const under = { target: 50, direction: 'under' } as const;
    expect(dicePayout({ roll: 50 }, over)).toEqual(ratio(0));
    expect(dicePayout({ roll: 50 }, under)).toEqual(ratio(0));
    expect(dicePayout({ roll: 50.01 }, over)).toEqual(ratioOf('1.980198'));
    expect(dicePayout({ roll: 49.99 }, under)).toEqual(ratio(99 * 10001, 100 * 5000));
    expect(dicePayout({ roll: 49.99 }, over)).toEqual(ratio(0));
  });

  it('averages dicePayout over every roll to the RTP for sample targets', () => {
    for (const params of [
      { target: 50, direction: 'over' },
      { target: 33.33, direction: 'under' },
      { target: 99, direction: 'over' },
    ] as const) {
      let total = ratio(0);
      for (let k = 0; k < DICE_ROLLS; k++) total = add(total, dicePayout({ roll: k / 100 }, params));
      expect(mul(total, ratio(1, DICE_ROLLS))).toEqual(RTP);
    }
  });

  it('does not reach 99 % when built for another RTP', () => {
    const at98 = enumeratedRtp(50, 'over', ratioOf('0.98')).rtp;
    expect(at98).toEqual(ratioOf('0.98'));
    expect(compare(at98, RTP)).not.toBe(0);
  });

  it('quotes the win chance and multiplier the slider shows', () => {
    expect(diceChance({ target: 50, direction: 'over' })).toEqual(ratio(5000, 10001));
    expect(diceMultiplier({ target: 1, direction: 'under' })).toEqual(ratioOf('99.0099'));
    const quote = diceQuote({ target: 50, direction: 'over' });
    expect(quote.chancePercent).toBeCloseTo(500000 / 10001, 12);
    expect(quote.multiplier).toBeCloseTo(1.980198, 12);
    expect(diceQuote({ target: 2, direction: 'over' }).multiplier).toBeCloseTo((0.99 * 10001) / 9800, 12);
  });
});

describe('dice params', () => {
  const issues = (value: unknown) => diceParams.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it('accepts targets in range with up to two decimals', () => {
    for (const value of [
      { target: 50, direction: 'over' },
      { target: 2, direction: 'over' },
      { target: 99, direction: 'over' },
      { target: 1, direction: 'under' },
      { target: 98, direction: 'under' },
      { target: 12.34, direction: 'under' },
    ])
      expect(diceParams.parse(value)).toEqual(value);
  });

  it('refuses a target outside the 1 %–98 % chance range', () => {
    for (const value of [
      { target: 1.99, direction: 'over' },
      { target: 99.01, direction: 'over' },
      { target: 0.99, direction: 'under' },
      { target: 98.01, direction: 'under' },
      { target: -5, direction: 'under' },
      { target: 100, direction: 'over' },
    ])
      expect(issues(value)).toEqual([
        'dice_target_out_of_range: Roll over a target from 2 to 99 or under a target from 1 to 98',
      ]);
  });

  it('refuses more than two decimals, wrong types and unknown fields', () => {
    expect(issues({ target: 50.005, direction: 'over' })).toEqual([
      'dice_target_precision: The target has at most two decimals',
    ]);
    expect(issues({ target: '50', direction: 'over' })).toEqual([
      'dice_target_invalid: Enter a target number',
    ]);
    expect(issues({ target: Number.NaN, direction: 'over' })).toEqual([
      'dice_target_invalid: Enter a target number',
    ]);
    expect(issues({ target: 50, direction: 'above' })).toEqual([
      'dice_direction_invalid: Choose over or under',
    ]);
    expect(issues({ target: 50, direction: 'over', multiplier: 2 })).toHaveLength(1);
    expect(diceParams.safeParse({ target: 50 }).success).toBe(false);
  });
});
