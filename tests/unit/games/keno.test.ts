import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../../../src/contract/fair/stream';
import {
  KENO_DRAWN,
  KENO_NUMBERS,
  KENO_RISKS,
  KENO_SHAPES,
  kenoHitChance,
  kenoOutcome,
  kenoParams,
  kenoPayout,
  kenoPaytable,
  kenoPaytableDisplay,
  type KenoRisk,
} from '../../../src/contract/games/keno';
import {
  add,
  compare,
  div,
  mul,
  ratio,
  ratioOf,
  toNumber,
  type Ratio,
} from '../../../src/contract/games/ratio';
import { serverRoundBytes } from '../../../src/server/fair/round-bytes';
import { fixedStream } from './fixed-stream';

const PICKS = Array.from({ length: 10 }, (_, i) => i + 1);
const CONFIGS = KENO_RISKS.flatMap((risk) => PICKS.map((picks) => ({ risk, picks })));
const RTP = ratioOf('0.99');
const sum = (values: readonly Ratio[]) => values.reduce(add, ratio(0));

/**
 * The chance of each hit count by following the draw itself: `sample(40, 10)` takes each next number uniformly
 * from those not drawn yet (stream.test.ts checks every ordered selection comes from exactly one draw sequence),
 * so after h hits in i draws the next is a hit with chance (picks − h) / (40 − i). No hypergeometric formula.
 */
function hitChancesByDrawing(picks: number): Ratio[] {
  let byHits: Ratio[] = [ratio(1)];
  for (let drawn = 0; drawn < KENO_DRAWN; drawn++) {
    const next: Ratio[] = Array.from({ length: byHits.length + 1 }, () => ratio(0));
    byHits.forEach((chance, hits) => {
      if (hits > picks) return;
      const hit = ratio(picks - hits, KENO_NUMBERS - drawn);
      const miss = ratio(KENO_NUMBERS - picks - (drawn - hits), KENO_NUMBERS - drawn);
      next[hits + 1] = add(next[hits + 1]!, mul(chance, hit));
      next[hits] = add(next[hits]!, mul(chance, miss));
    });
    byHits = next;
  }
  return byHits.slice(0, picks + 1);
}

/** Σ P(hits) · multiplier over the table's hit counts. */
const returnOf = (table: readonly Ratio[], picks: number) =>
  sum(table.map((multiplier, hits) => mul(kenoHitChance(picks, hits), multiplier)));

const hitChanceOf = (risk: KenoRisk, picks: number) =>
  sum(kenoPaytable(risk, picks).flatMap((m, hits) => (m.num > 0n ? [kenoHitChance(picks, hits)] : [])));

describe('keno hit chances', () => {
  it('are the hypergeometric C(p,h)·C(40−p,10−h)/C(40,10), the same as following the draw, summing to 1', () => {
    for (const picks of PICKS) {
      const drawn = hitChancesByDrawing(picks);
      expect(drawn).toHaveLength(picks + 1);
      drawn.forEach((chance, hits) => expect(kenoHitChance(picks, hits)).toEqual(chance));
      expect(sum(drawn)).toEqual(ratio(1));
    }
    expect(kenoHitChance(1, 1)).toEqual(ratio(1, 4));
    expect(kenoHitChance(10, 10)).toEqual(ratio(1, 847_660_528));
    expect(kenoHitChance(3, 4)).toEqual(ratio(0));
  });
});

describe('keno paytables', () => {
  it('return exactly the declared 99 % for every risk and pick count', () => {
    for (const { risk, picks } of CONFIGS) {
      const table = kenoPaytable(risk, picks);
      expect(table).toHaveLength(picks + 1);
      expect(returnOf(table, picks), `${risk} ${picks}`).toEqual(RTP);
    }
  });

  it('are built to the RTP asked for, and a table one hundredth off anywhere misses it', () => {
    for (const { risk, picks } of CONFIGS) {
      expect(returnOf(kenoPaytable(risk, picks, ratioOf('0.98')), picks)).toEqual(ratioOf('0.98'));
      expect(compare(returnOf(kenoPaytable(risk, picks, ratioOf('0.98')), picks), RTP)).not.toBe(0);
      const table = kenoPaytable(risk, picks);
      const top = table.length - 1;
      const wrong = table.map((m, hits) => (hits === top ? add(m, ratio(1, 100)) : m));
      expect(compare(returnOf(wrong, picks), RTP)).toBe(1);
    }
  });

  it('keep the hand-designed shape: proportional to it, within 1 % of its figures', () => {
    for (const { risk, picks } of CONFIGS) {
      const shape = KENO_SHAPES[risk][picks - 1]!;
      const table = kenoPaytable(risk, picks);
      const top = table.length - 1;
      const scale = div(table[top]!, ratioOf(String(shape[top])));
      shape.forEach((weight, hits) => expect(table[hits]).toEqual(mul(ratioOf(String(weight)), scale)));
      expect(Math.abs(toNumber(scale) - 1)).toBeLessThan(0.01);
    }
    expect(kenoPaytable('classic', 1)).toEqual([ratio(0), ratioOf('3.96')]);
  });

  it('pay more for each hit once they pay, and nothing on a full miss from 2 picks on', () => {
    for (const { risk, picks } of CONFIGS) {
      const table = kenoPaytable(risk, picks);
      for (let hits = 1; hits <= picks; hits++) {
        const previous = table[hits - 1]!;
        expect(compare(table[hits]!, previous)).toBeGreaterThanOrEqual(previous.num === 0n ? 0 : 1);
      }
      expect(table[picks]!.num).toBeGreaterThan(0n);
      if (picks > 1) expect(table[0]).toEqual(ratio(0));
    }
  });

  it('order the risks: low wins most often and pays least at the top, high the reverse', () => {
    for (const picks of PICKS) {
      const [low, medium, high] = (['low', 'medium', 'high'] as const).map((risk) => ({
        chance: hitChanceOf(risk, picks),
        top: kenoPaytable(risk, picks)[picks]!,
      }));
      expect(compare(low!.chance, medium!.chance)).toBeGreaterThanOrEqual(0);
      expect(compare(medium!.chance, high!.chance)).toBeGreaterThanOrEqual(0);
      expect(compare(low!.top, medium!.top)).toBe(-1);
      expect(compare(medium!.top, high!.top)).toBe(-1);
    }
    expect(toNumber(hitChanceOf('high', 3))).toBeCloseTo(0.0121, 4);
    expect(toNumber(hitChanceOf('low', 10))).toBeCloseTo(0.796, 3);
  });

  it('show each multiplier rounded to 2 decimals and the chances in percent', () => {
    for (const { risk, picks } of CONFIGS) {
      const display = kenoPaytableDisplay(risk, picks);
      const table = kenoPaytable(risk, picks);
      display.forEach((row, hits) => {
        expect(row.hits).toBe(hits);
        expect(Math.abs(row.multiplier - toNumber(table[hits]!))).toBeLessThanOrEqual(0.005 + 1e-12);
        expect(Math.round(row.multiplier * 100)).toBeCloseTo(row.multiplier * 100, 9);
      });
      expect(display.reduce((total, row) => total + row.chancePercent, 0)).toBeCloseTo(100, 9);
    }
    expect(kenoPaytableDisplay('high', 10)[10]!.multiplier).toBe(999.92);
  });

  it('refuse a pick count outside 1…10', () => {
    expect(() => kenoPaytable('classic', 0)).toThrow(RangeError);
    expect(() => kenoPaytable('classic', 11)).toThrow(RangeError);
    expect(() => kenoPaytable('classic', 2.5)).toThrow(RangeError);
  });
});

describe('keno draw', () => {
  it('maps the stream through sample(40, 10) to 1-based numbers in draw order', () => {
    const params = { risk: 'classic' as const, numbers: [1, 2, 40] };
    // Fisher–Yates: 0 keeps the front of the pool, j swaps in the number j further on.
    const first = kenoOutcome(fixedStream([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), params);
    expect(first).toEqual({ drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1, 2] });
    const last = kenoOutcome(fixedStream([39, 37, 0, 0, 0, 0, 0, 0, 0, 0]), params);
    expect(last.drawn).toEqual([40, 39, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(last.hits).toEqual([40]);
    for (let j = 0; j < KENO_NUMBERS; j++)
      expect(kenoOutcome(fixedStream([j, 0, 0, 0, 0, 0, 0, 0, 0, 0]), params).drawn[0]).toBe(j + 1);
  });

  it('draws 10 distinct numbers of 1–40 and pays the paytable entry of its hit count', () => {
    const seed = createHash('sha256').update('keno-unit').digest();
    const params = { risk: 'medium' as const, numbers: [3, 7, 11, 19, 23, 31, 40] };
    for (let nonce = 0; nonce < 200; nonce++) {
      const outcome = kenoOutcome(new OutcomeStream(serverRoundBytes(seed, 'client', nonce)), params);
      expect(new Set(outcome.drawn).size).toBe(10);
      expect(outcome.drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 40)).toBe(true);
      expect(outcome.hits).toEqual(outcome.drawn.filter((n) => params.numbers.includes(n)));
      expect(kenoPayout(outcome, params)).toEqual(kenoPaytable('medium', 7)[outcome.hits.length]);
    }
  });

  it('is the same for the same seeds, nonce and picks', () => {
    const seed = createHash('sha256').update('keno-unit').digest();
    const draw = () =>
      kenoOutcome(new OutcomeStream(serverRoundBytes(seed, 'client', 7)), { risk: 'low', numbers: [5] });
    expect(draw()).toEqual(draw());
  });
});

describe('keno params', () => {
  it('accept a risk and 1 to 10 distinct numbers of 1–40', () => {
    expect(kenoParams.parse({ risk: 'classic', numbers: [1] })).toEqual({ risk: 'classic', numbers: [1] });
    expect(kenoParams.safeParse({ risk: 'high', numbers: [40, 1, 2, 3, 4, 5, 6, 7, 8, 9] }).success).toBe(
      true,
    );
  });

  it.each([
    ['no numbers', { risk: 'low', numbers: [] }, 'keno_numbers_count'],
    ['11 numbers', { risk: 'low', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'keno_numbers_count'],
    ['a repeated number', { risk: 'low', numbers: [4, 4] }, 'keno_numbers_repeated'],
    ['0', { risk: 'low', numbers: [0] }, 'keno_numbers_invalid'],
    ['41', { risk: 'low', numbers: [41] }, 'keno_numbers_invalid'],
    ['a fraction', { risk: 'low', numbers: [1.5] }, 'keno_numbers_invalid'],
    ['a string number', { risk: 'low', numbers: ['1'] }, 'keno_numbers_invalid'],
    ['numbers not in a list', { risk: 'low', numbers: 5 }, 'keno_numbers_invalid'],
    ['an unknown risk', { risk: 'extreme', numbers: [1] }, 'keno_risk_invalid'],
    ['no risk', { numbers: [1] }, 'keno_risk_invalid'],
  ])('refuse %s', (_, params, key) => {
    const result = kenoParams.safeParse(params);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message.split(':')[0])).toContain(key);
  });

  it('refuse an unknown field', () => {
    expect(kenoParams.safeParse({ risk: 'low', numbers: [1], autobet: true }).success).toBe(false);
  });
});
