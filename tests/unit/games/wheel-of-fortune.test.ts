import { describe, expect, it } from 'vitest';
import { add, compare, mul, ratio, ratioOf, type Ratio } from '../../../src/contract/games/ratio';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  WHEEL_SHAPES,
  wheelDisplayTable,
  wheelOfFortuneOutcome,
  wheelOfFortuneParams,
  wheelOfFortunePayout,
  wheelTable,
  type WheelOfFortuneParams,
} from '../../../src/contract/games/wheel-of-fortune';
import { fixedStream } from './fixed-stream';

const RTP = DECLARED_RTP.wheelOfFortune;
const WHEELS: WheelOfFortuneParams[] = WHEEL_RISKS.flatMap((risk) =>
  WHEEL_SEGMENT_COUNTS.map((segments) => ({ segments, risk })),
);

/** The RTP of a wheel: each of its equally likely draws of int(segments) through the real outcome and payout. */
function enumeratedRtp(params: WheelOfFortuneParams, rtp?: Ratio) {
  let total = ratio(0);
  for (let draw = 0; draw < params.segments; draw++)
    total = add(total, wheelOfFortunePayout(wheelOfFortuneOutcome(fixedStream([draw]), params), params, rtp));
  return mul(total, ratio(1, params.segments));
}

/** How many segments of a wheel pay each multiplier, at the declared RTP. */
const countByMultiplier = (params: WheelOfFortuneParams) =>
  Object.fromEntries(
    [...new Set(wheelDisplayTable(params))].map((m) => [
      m,
      wheelDisplayTable(params).filter((x) => x === m).length,
    ]),
  );

describe('wheel of fortune outcome', () => {
  it('maps draw k of int(segments) to segment k', () => {
    for (const params of WHEELS)
      for (let k = 0; k < params.segments; k++)
        expect(wheelOfFortuneOutcome(fixedStream([k]), params)).toEqual({ segment: k });
  });
});

describe('wheel of fortune payout math', () => {
  it('returns exactly the declared RTP on every wheel', () => {
    for (const params of WHEELS) expect(enumeratedRtp(params)).toEqual(RTP);
  });

  it('scales the same shapes exactly to another RTP and so misses 99 % there', () => {
    for (const params of WHEELS) {
      const at95 = enumeratedRtp(params, ratioOf('0.95'));
      expect(at95).toEqual(ratioOf('0.95'));
      expect(compare(at95, RTP)).toBe(-1);
    }
  });

  it('reads 1.2×, 1.5×, 2× … at 99 %: each multiplier is its shape weight in tenths', () => {
    for (const { segments, risk } of WHEELS)
      expect(wheelTable({ segments, risk })).toEqual(WHEEL_SHAPES[risk][segments].map((w) => ratio(w, 10)));
  });

  it('pays low risk small and often: per ten segments seven 1.2×, one 1.5× and two zeros', () => {
    for (const segments of WHEEL_SEGMENT_COUNTS) {
      const tenths = segments / 10;
      expect(countByMultiplier({ segments, risk: 'low' })).toEqual({
        0: 2 * tenths,
        1.2: 7 * tenths,
        1.5: tenths,
      });
    }
  });

  it('pays nothing on every other segment at medium risk', () => {
    for (const segments of WHEEL_SEGMENT_COUNTS) {
      const table = wheelDisplayTable({ segments, risk: 'medium' });
      expect(table.filter((m) => m === 0)).toHaveLength(segments / 2);
      expect(Math.min(...table.filter((m) => m > 0))).toBe(1.5);
    }
    expect(countByMultiplier({ segments: 50, risk: 'medium' })).toEqual({
      0: 25,
      1.5: 11,
      2: 11,
      3: 2,
      5: 1,
    });
  });

  it('puts the whole return on one segment at high risk: 0.99 × segments', () => {
    for (const segments of WHEEL_SEGMENT_COUNTS)
      expect(countByMultiplier({ segments, risk: 'high' })).toEqual({
        0: segments - 1,
        [0.99 * segments]: 1,
      });
    expect(wheelOfFortunePayout({ segment: 0 }, { segments: 50, risk: 'high' })).toEqual(ratioOf('49.5'));
    expect(wheelOfFortunePayout({ segment: 1 }, { segments: 50, risk: 'high' })).toEqual(ratio(0));
  });

  it('refuses a segment that is not on the wheel', () => {
    expect(() => wheelOfFortunePayout({ segment: 10 }, { segments: 10, risk: 'low' })).toThrow(RangeError);
  });
});

describe('wheel of fortune params', () => {
  it('accepts every wheel', () => {
    for (const params of WHEELS) expect(wheelOfFortuneParams.parse(params)).toEqual(params);
  });

  it('refuses other segment counts, risks, types and unknown fields', () => {
    const firstIssue = (value: unknown) => wheelOfFortuneParams.safeParse(value).error?.issues[0]?.message;
    expect(firstIssue({ segments: 15, risk: 'low' })).toBe(
      'wheel_segments_invalid: Choose 10, 20, 30, 40 or 50 segments',
    );
    expect(firstIssue({ segments: '10', risk: 'low' })).toBe(
      'wheel_segments_invalid: Choose 10, 20, 30, 40 or 50 segments',
    );
    expect(firstIssue({ segments: 10, risk: 'extreme' })).toBe(
      'wheel_risk_invalid: Choose low, medium or high risk',
    );
    expect(firstIssue({ segments: 10, risk: 'low', multiplier: 2 })).toMatch(/Unrecognized key/);
    expect(firstIssue({ risk: 'low' })).toMatch(/^wheel_segments_invalid: /);
  });
});
