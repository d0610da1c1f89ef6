import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../src/contract/constants';
import { toMajor } from '../../../src/contract/money';
import {
  buildCase,
  CASE_CATALOG,
  CASE_RARITIES,
  CASE_SHAPES,
  CASE_SLUGS,
  caseBySlug,
  caseReel,
  caseRtp,
  CASES,
  casesParams,
  itemAtRoll,
  itemValue,
  openCase,
  REEL_LENGTH,
  REEL_WIN_POSITION,
  type CaseDef,
} from '../../../src/contract/games/cases';
import { maxWin } from '../../../src/contract/games/limits';
import { add, compare, div, mul, ratio, ratioOf, type Ratio } from '../../../src/contract/games/ratio';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import { fixedStream } from './fixed-stream';
import { chiSquareP } from './simulation-harness';

const isExactly = (a: Ratio, b: Ratio) => compare(a, b) === 0;

/** How many of the Σ weights equally likely values of `int(Σ weights)` drop each item, through `openCase`. */
function dropsPerItem(def: CaseDef): number[] {
  const drops = def.items.map(() => 0);
  for (let roll = 0; roll < def.totalWeight; roll++) drops[openCase(fixedStream([roll]), def).index]! += 1;
  return drops;
}

/** Σ drops·x / Σ weights for per-item values x: the exact mean over the enumerated rolls. */
const meanOver = (def: CaseDef, drops: readonly number[], x: (index: number) => Ratio) =>
  div(
    drops.reduce((sum, n, i) => add(sum, mul(ratio(n), x(i))), ratio(0)),
    ratio(def.totalWeight),
  );

describe('case catalog', () => {
  it('sells the cases in CASE_SLUGS order, each with message keys and unique items', () => {
    expect(CASES.map((c) => c.slug)).toEqual([...CASE_SLUGS]);
    for (const def of CASES) {
      expect(def.name).toBe(`cases.${def.slug}`);
      expect(new Set(def.items.map((item) => item.id)).size).toBe(def.items.length);
      for (const item of def.items) expect(item.name).toBe(`cases.${def.slug}.${item.id}`);
    }
  });

  it.each(CASE_SHAPES)('lists $slug cheapest first, rarity rising with value', (shape) => {
    const rarities = shape.items.map((item) => CASE_RARITIES.indexOf(item.rarity));
    expect(rarities).toEqual([...rarities].sort((a, b) => a - b));
    const points = shape.items.map((item) => item.points);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(shape.items.every((item) => Number.isInteger(item.weight) && item.weight > 0)).toBe(true);
  });

  it.each(CASE_SHAPES)('prices $slug in whole units, scaled from RUB like the bet limits', (shape) => {
    const { RUB, USD, EUR, KZT, INR } = shape.price;
    for (const price of Object.values(shape.price)) expect(Number.isInteger(price) && price > 0).toBe(true);
    expect([USD, EUR, KZT, INR]).toEqual([RUB / 100, RUB / 100, RUB * 5, RUB]);
  });

  it('finds a case by its slug', () => {
    expect(caseBySlug('pirate').title).toBe('Pirate Chest');
  });
});

describe('case math', () => {
  it.each(CASES)('drops each item of $slug on exactly weight of the Σ weights rolls', (def) => {
    expect(dropsPerItem(def)).toEqual(def.items.map((item) => item.weight));
  });

  it.each(CASES)('returns exactly 98 % on $slug over every roll', (def) => {
    const drops = dropsPerItem(def);
    const rtp = meanOver(def, drops, (i) => def.items[i]!.multiplier);
    expect(isExactly(rtp, DECLARED_RTP.cases)).toBe(true);
    expect(isExactly(caseRtp(def), DECLARED_RTP.cases)).toBe(true);
    expect(isExactly(rtp, ratioOf('0.99'))).toBe(false);
  });

  it.each(CASES)('credits exactly 98 % of the price of $slug in every currency', (def) => {
    const drops = dropsPerItem(def);
    for (const currency of CURRENCIES) {
      const credited = meanOver(def, drops, (i) => ratio(itemValue(def, i, currency), def.price[currency]));
      expect(isExactly(credited, DECLARED_RTP.cases)).toBe(true);
    }
  });

  it.each(CASES)('values every item of $slug at whole hundredths of the price, whole minor units', (def) => {
    for (const item of def.items) expect((item.multiplier.num * 100n) % item.multiplier.den).toBe(0n);
    for (const currency of CURRENCIES)
      for (const item of def.items)
        expect((def.price[currency] * item.multiplier.num) % item.multiplier.den).toBe(0n);
  });

  it.each(CASE_SHAPES)('scales $slug to another RTP exactly', (shape) => {
    const rtp = ratioOf('0.95');
    expect(isExactly(caseRtp(buildCase(shape, rtp)), rtp)).toBe(true);
    expect(isExactly(caseRtp(buildCase(shape, rtp)), DECLARED_RTP.cases)).toBe(false);
  });

  it('sees a changed weight as a changed RTP', () => {
    const shape = CASE_SHAPES[0]!;
    const heavier = {
      ...shape,
      items: shape.items.map((item, i) => (i === 0 ? { ...item, weight: 1 } : item)),
    };
    const def = buildCase(heavier);
    const rtpAtDeclaredMultipliers = meanOver(def, dropsPerItem(def), (i) => CASES[0]!.items[i]!.multiplier);
    expect(isExactly(rtpAtDeclaredMultipliers, DECLARED_RTP.cases)).toBe(false);
  });

  it.each(CASES)('never values an item of $slug above the max win', (def) => {
    for (const currency of CURRENCIES)
      def.items.forEach((_, i) => expect(itemValue(def, i, currency)).toBeLessThanOrEqual(maxWin(currency)));
  });

  it('reads one number of the stream and rejects those at or above the last multiple of Σ weights', () => {
    const def = CASES[0]!;
    const limit = 2 ** 32 - (2 ** 32 % def.totalWeight);
    expect(openCase(fixedStream([limit - 1]), def).index).toBe(def.items.length - 1);
    expect(openCase(fixedStream([limit, 0]), def)).toEqual({
      slug: def.slug,
      roll: 0,
      index: 0,
      item: 'sticker',
    });
    const stream = fixedStream([3, 0xdeadbeef]);
    openCase(stream, def);
    expect(stream.uint32()).toBe(0xdeadbeef);
  });

  it('refuses a roll outside the weights', () => {
    expect(() => itemAtRoll(CASES[0]!, CASES[0]!.totalWeight)).toThrow(RangeError);
    expect(() => itemAtRoll(CASES[0]!, -1)).toThrow(RangeError);
  });
});

describe('case display', () => {
  it.each(CASE_CATALOG.map((display, i) => ({ display, def: CASES[i]! })))(
    'shows $display.slug with the values opening it credits',
    ({ display, def }) => {
      for (const currency of CURRENCIES) {
        expect(display.price[currency]).toBe(toMajor(def.price[currency], currency));
        display.items.forEach((item, i) =>
          expect(item.value[currency]).toBe(toMajor(itemValue(def, i, currency), currency)),
        );
      }
      expect(display.items.reduce((sum, item) => sum + item.chance, 0)).toBeCloseTo(1, 12);
      expect(display.items.reduce((sum, item) => sum + item.chance * item.multiplier, 0)).toBeCloseTo(
        0.98,
        12,
      );
    },
  );

  it('prices the street case at 1 USD with a 50× scooter worth 50 USD', () => {
    const street = CASE_CATALOG[0]!;
    expect(street.price.USD).toBe(1);
    expect(street.items.at(-1)).toMatchObject({
      id: 'scooter',
      multiplier: 50,
      value: { USD: 50, RUB: 5_000 },
    });
  });
});

describe('case reel', () => {
  const def = CASES[0]!;
  const outcome = openCase(fixedStream([9_999]), def);

  it('puts the dropped item at the stop and only the case’s items around it', () => {
    const reel = caseReel(def, outcome);
    expect(reel).toHaveLength(REEL_LENGTH);
    expect(reel[REEL_WIN_POSITION]).toBe(outcome.index);
    for (const index of reel) expect(def.items[index]).toBeDefined();
  });

  it('shows the same reel for the same bet and another for another seed', () => {
    expect(caseReel(def, outcome)).toEqual(caseReel(def, outcome, outcome.roll));
    expect(caseReel(def, outcome, 1)).not.toEqual(caseReel(def, outcome, 2));
  });

  it('decorates with items as often as they drop', () => {
    const seen = def.items.map(() => 0);
    for (let seed = 0; seed < 1_000; seed++)
      caseReel(def, outcome, seed).forEach((index, position) => {
        if (position !== REEL_WIN_POSITION) seen[index]! += 1;
      });
    const shown = 1_000 * (REEL_LENGTH - 1);
    const expected = def.items.map((item) => (shown * item.weight) / def.totalWeight);
    expect(chiSquareP(seen, expected, def.items.length - 1)).toBeGreaterThan(0.001);
  });
});

describe('casesParams', () => {
  it('accepts a case on sale', () => {
    expect(casesParams.parse({ slug: 'royal' })).toEqual({ slug: 'royal' });
  });

  it.each([{ slug: 'gold' }, { slug: 1 }, {}])('refuses %j as an unknown case', (body) => {
    const result = casesParams.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('case_unknown: There is no such case');
  });

  it('refuses a stake or any other field', () => {
    expect(casesParams.safeParse({ slug: 'royal', stake: 100 }).success).toBe(false);
  });
});
