import { describe, expect, it } from 'vitest';
import { add, compare, div, mul, ratio, ratioOf, type Ratio } from '../../../src/contract/games/ratio';
import {
  BLACK_NUMBERS,
  EVEN_MONEY_BETS,
  INSIDE_BETS,
  INSIDE_PLACEMENTS,
  MAX_ROULETTE_CHIPS,
  RED_NUMBERS,
  ROULETTE_POCKETS,
  betPockets,
  isInsidePlacement,
  pocketColor,
  rouletteBetMultiplier,
  rouletteChipPayout,
  rouletteOutcome,
  rouletteParams,
  roulettePayout,
  roulettePayoutMinor,
  type InsideBet,
  type RouletteBet,
} from '../../../src/contract/games/roulette';
import { DECLARED_RTP } from '../../../src/contract/games/rtp';
import { fixedStream } from './fixed-stream';

const RTP = DECLARED_RTP.roulette;
const POCKETS = Array.from({ length: 37 }, (_, i) => i);

/** Every bet on the table: each place of each inside bet, the dozens, the columns and the even-money bets. */
const ALL_BETS: RouletteBet[] = [
  ...INSIDE_BETS.flatMap((bet) => INSIDE_PLACEMENTS[bet].map((numbers) => ({ bet, numbers }))),
  ...([1, 2, 3] as const).map((dozen) => ({ bet: 'dozen' as const, dozen })),
  ...([1, 2, 3] as const).map((column) => ({ bet: 'column' as const, column })),
  ...EVEN_MONEY_BETS.map((bet) => ({ bet })),
];

/** The RTP of one chip, enumerating the 37 equally likely pockets. */
function enumeratedRtp(bet: RouletteBet, rtp?: Ratio) {
  let total = ratio(0);
  for (const pocket of POCKETS) total = add(total, rouletteChipPayout(bet, pocket, rtp));
  return mul(total, ratio(1, ROULETTE_POCKETS));
}

// The table drawn independently of the code under test: number n ≥ 1 sits in row ⌈n/3⌉, column (n−1) mod 3.
const cell = (n: number) => ({ row: Math.ceil(n / 3), col: (n - 1) % 3 });
const touches = (a: number, b: number) => {
  if (a === 0 || b === 0) return a + b >= 1 && a + b <= 3;
  const [p, q] = [cell(a), cell(b)];
  return Math.abs(p.row - q.row) + Math.abs(p.col - q.col) === 1;
};
const spans = (values: number[]) => Math.max(...values) - Math.min(...values);
const isSplit = ([a, b]: number[]) => touches(a!, b!);
const isStreet = (set: number[]) => !set.includes(0) && new Set(set.map((n) => cell(n).row)).size === 1;
const isTrio = (set: number[]) => set.includes(0) && set.includes(2) && (set.includes(1) || set.includes(3));
const isCorner = (set: number[]) =>
  !set.includes(0) &&
  spans(set.map((n) => cell(n).row)) === 1 &&
  spans(set.map((n) => cell(n).col)) === 1 &&
  new Set(set.map((n) => `${cell(n).row}:${cell(n).col}`)).size === 4;

function* subsets(size: number, from = 0): Generator<number[]> {
  if (size === 0) return yield [];
  for (let n = from; n <= 36; n++) for (const rest of subsets(size - 1, n + 1)) yield [n, ...rest];
}

describe('roulette outcome', () => {
  it('maps draw k of int(37) to pocket k', () => {
    for (const k of POCKETS) expect(rouletteOutcome(fixedStream([k]))).toEqual({ pocket: k });
  });
});

describe('roulette table', () => {
  it('colours the 18 red numbers of the standard wheel: odd in 1–10 and 19–28, even in 11–18 and 29–36', () => {
    const expected = POCKETS.filter((n) => n > 0 && (n <= 10 || (n >= 19 && n <= 28)) === (n % 2 === 1));
    expect([...RED_NUMBERS]).toEqual(expected);
    expect(BLACK_NUMBERS).toHaveLength(18);
    expect(pocketColor(0)).toBe('green');
    expect(pocketColor(32)).toBe('red');
    expect(pocketColor(26)).toBe('black');
  });

  it('has the standard count of places per inside bet', () => {
    expect(Object.fromEntries(INSIDE_BETS.map((bet) => [bet, INSIDE_PLACEMENTS[bet].length]))).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      trio: 2,
      corner: 22,
      firstFour: 1,
      line: 11,
    });
  });

  it('accepts exactly the splits, streets, trios and corners of the real layout, in any order', () => {
    const wrong: string[] = [];
    const check = (bet: InsideBet, numbers: number[], real: boolean) => {
      if (isInsidePlacement(bet, [...numbers].reverse()) !== real) wrong.push(`${bet} ${numbers.join('-')}`);
    };
    for (const pair of subsets(2)) check('split', pair, isSplit(pair));
    for (const three of subsets(3)) {
      check('street', three, isStreet(three));
      check('trio', three, isTrio(three));
    }
    for (const four of subsets(4)) {
      check('corner', four, isCorner(four));
      check('firstFour', four, four.join() === '0,1,2,3');
    }
    expect(wrong).toEqual([]);
  });

  it('makes every line two neighbouring rows', () => {
    for (const numbers of INSIDE_PLACEMENTS.line) {
      expect(numbers).toHaveLength(6);
      expect(spans(numbers.map((n) => cell(n).row))).toBe(1);
    }
    expect(isInsidePlacement('line', [4, 5, 6, 7, 8, 9])).toBe(true);
    expect(isInsidePlacement('line', [2, 3, 4, 5, 6, 7])).toBe(false);
    expect(isInsidePlacement('line', [0, 1, 2, 3, 4, 5])).toBe(false);
  });
});

describe('roulette payout math', () => {
  it('returns exactly the declared RTP for every bet on the table, winning on n of 37 pockets', () => {
    expect(ALL_BETS).toHaveLength(145 + 12);
    for (const bet of ALL_BETS) {
      const n = POCKETS.filter((pocket) => compare(rouletteChipPayout(bet, pocket), ratio(0)) > 0).length;
      expect(n).toBe(betPockets(bet).length);
      expect(rouletteBetMultiplier(bet)).toEqual(mul(RTP, ratio(37, n)));
      expect(enumeratedRtp(bet)).toEqual(RTP);
    }
  });

  it('covers the right pockets with the outside bets', () => {
    expect(betPockets({ bet: 'dozen', dozen: 2 })).toEqual(POCKETS.slice(13, 25));
    expect(betPockets({ bet: 'column', column: 1 })).toEqual(POCKETS.filter((n) => n % 3 === 1));
    expect(betPockets({ bet: 'column', column: 3 })).toEqual(POCKETS.filter((n) => n > 0 && n % 3 === 0));
    expect(betPockets({ bet: 'even' })).not.toContain(0);
    expect(betPockets({ bet: 'low' })).toEqual(POCKETS.slice(1, 19));
    expect(betPockets({ bet: 'high' })).toEqual(POCKETS.slice(19));
  });

  it('pays 36.63× for a straight, 18.315× for a split and 2.035× for red at 99 %', () => {
    expect(rouletteBetMultiplier({ bet: 'straight', numbers: [7] })).toEqual(ratioOf('36.63'));
    expect(rouletteBetMultiplier({ bet: 'split', numbers: [0, 1] })).toEqual(ratioOf('18.315'));
    expect(rouletteBetMultiplier({ bet: 'firstFour', numbers: [0, 1, 2, 3] })).toEqual(ratioOf('9.1575'));
    expect(rouletteBetMultiplier({ bet: 'red' })).toEqual(ratioOf('2.035'));
  });

  it('does not reach 99 % when built for another RTP', () => {
    expect(compare(enumeratedRtp({ bet: 'straight', numbers: [17] }, ratioOf('0.98')), RTP)).toBe(-1);
  });

  it('returns the RTP on the total stake of a spin with many chips', () => {
    const chips = [
      { bet: 'straight', numbers: [17], amount: 1 },
      { bet: 'split', numbers: [0, 3], amount: 2.5 },
      { bet: 'corner', numbers: [17, 18, 20, 21], amount: 0.1 },
      { bet: 'red', amount: 10 },
      { bet: 'dozen', dozen: 3, amount: 4 },
    ] as const;
    const params = rouletteParams.parse({ chips });
    let total = ratio(0);
    for (const pocket of POCKETS) total = add(total, roulettePayout({ pocket }, params));
    expect(mul(total, ratio(1, 37))).toEqual(RTP);
    // pocket 17: the straight pays 36.63 and the corner 0.1 × 9.1575 on a total stake of 17.6
    expect(roulettePayout({ pocket: 17 }, params)).toEqual(div(ratioOf('37.54575'), ratioOf('17.6')));
  });

  it('adds a spin in minor units exactly and rounds down once', () => {
    const chips = [
      { bet: 'straight', numbers: [17], amount: 100n },
      { bet: 'split', numbers: [16, 17], amount: 1n },
      { bet: 'black', amount: 1n },
      { bet: 'red', amount: 50n },
    ] as const;
    // 3663 + 18.315 + 2.035 = 3683.35
    expect(roulettePayoutMinor(chips, 17)).toBe(3683n);
    expect(roulettePayoutMinor(chips, 0)).toBe(0n);
    expect(roulettePayoutMinor(chips, 1)).toBe(101n);
  });
});

describe('roulette params', () => {
  const firstIssue = (chip: unknown) => rouletteParams.safeParse({ chips: [chip] }).error?.issues[0]?.message;

  it('accepts every place of every bet with any amount of up to two decimals', () => {
    const chips = ALL_BETS.map((bet) => ({ ...bet, amount: 0.01 }));
    for (let i = 0; i < chips.length; i += MAX_ROULETTE_CHIPS)
      expect(rouletteParams.safeParse({ chips: chips.slice(i, i + MAX_ROULETTE_CHIPS) }).success).toBe(true);
  });

  it('refuses chips off the layout with the rule of their bet', () => {
    expect(firstIssue({ bet: 'split', numbers: [3, 4], amount: 1 })).toMatch(/^roulette_split_invalid: /);
    expect(firstIssue({ bet: 'split', numbers: [0, 4], amount: 1 })).toMatch(/^roulette_split_invalid: /);
    expect(firstIssue({ bet: 'split', numbers: [5, 5], amount: 1 })).toMatch(/^roulette_split_invalid: /);
    expect(firstIssue({ bet: 'street', numbers: [3, 4, 5], amount: 1 })).toMatch(
      /^roulette_street_invalid: /,
    );
    expect(firstIssue({ bet: 'trio', numbers: [0, 1, 3], amount: 1 })).toMatch(/^roulette_trio_invalid: /);
    expect(firstIssue({ bet: 'corner', numbers: [3, 4, 6, 7], amount: 1 })).toMatch(
      /^roulette_corner_invalid: /,
    );
    expect(firstIssue({ bet: 'line', numbers: [1, 2, 3], amount: 1 })).toMatch(/^roulette_line_invalid: /);
    expect(firstIssue({ bet: 'firstFour', numbers: [1, 2, 3, 4], amount: 1 })).toMatch(
      /^roulette_first_four_invalid: /,
    );
    expect(firstIssue({ bet: 'straight', numbers: [37], amount: 1 })).toMatch(/^roulette_number_invalid: /);
    expect(firstIssue({ bet: 'straight', numbers: [1.5], amount: 1 })).toMatch(/^roulette_number_invalid: /);
  });

  it('refuses bad outside bets, amounts, unknown fields and chip counts', () => {
    expect(firstIssue({ bet: 'dozen', dozen: 4, amount: 1 })).toBe(
      'roulette_section_invalid: Choose 1, 2 or 3',
    );
    expect(firstIssue({ bet: 'column', amount: 1 })).toBe('roulette_section_invalid: Choose 1, 2 or 3');
    expect(firstIssue({ bet: 'green', amount: 1 })).toBe('roulette_bet_invalid: Unknown bet');
    expect(firstIssue({ bet: 'red', numbers: [1], amount: 1 })).toMatch(/Unrecognized key/);
    expect(firstIssue({ bet: 'red', amount: 0 })).toMatch(/^amount_not_positive: /);
    expect(firstIssue({ bet: 'red', amount: 1.005 })).toMatch(/^amount_precision: /);
    expect(firstIssue({ bet: 'red', amount: '1' })).toMatch(/^amount_invalid: /);
    expect(rouletteParams.safeParse({ chips: [] }).error?.issues[0]?.message).toBe(
      'roulette_no_chips: Place at least one chip',
    );
    const red = { bet: 'red', amount: 1 };
    expect(rouletteParams.safeParse({ chips: Array(MAX_ROULETTE_CHIPS).fill(red) }).success).toBe(true);
    expect(
      rouletteParams.safeParse({ chips: Array(MAX_ROULETTE_CHIPS + 1).fill(red) }).error?.issues[0]?.message,
    ).toBe('roulette_too_many_chips: At most 100 chips per spin');
    expect(rouletteParams.safeParse({ chips: [red], seed: 1 }).success).toBe(false);
  });
});
