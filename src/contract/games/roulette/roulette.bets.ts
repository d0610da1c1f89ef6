import { BLACK_NUMBERS, RED_NUMBERS, TABLE_ROWS, columnOf, dozenOf, range, rowOf } from './roulette.layout';

/** Bets placed on numbers of the layout; the chip lists the numbers it covers. */
export const INSIDE_BETS = ['straight', 'split', 'street', 'trio', 'corner', 'firstFour', 'line'] as const;
export type InsideBet = (typeof INSIDE_BETS)[number];

/** Outside bets paying on half of 1–36. */
export const EVEN_MONEY_BETS = ['red', 'black', 'even', 'odd', 'low', 'high'] as const;
export type EvenMoneyBet = (typeof EVEN_MONEY_BETS)[number];

/** Every bet kind of the table. */
export const ROULETTE_BETS = [...INSIDE_BETS, 'dozen', 'column', ...EVEN_MONEY_BETS] as const;
export type RouletteBetKind = (typeof ROULETTE_BETS)[number];

/** A bet without its stake: where the chip lies on the table. */
export type RouletteBet =
  | { bet: InsideBet; numbers: readonly number[] }
  | { bet: 'dozen'; dozen: 1 | 2 | 3 }
  | { bet: 'column'; column: 1 | 2 | 3 }
  | { bet: EvenMoneyBet };

const sameRow = (a: number, b: number) => rowOf(a) === rowOf(b);

/**
 * Every place a chip of each inside bet can lie, each as its numbers in ascending order: splits join two numbers
 * side by side in a row or one above the other in a column (and 0 with 1, 2 or 3), corners join four numbers
 * around one intersection, lines two neighbouring rows; trio is 0-1-2 or 0-2-3 and first four 0-1-2-3.
 */
export const INSIDE_PLACEMENTS: Readonly<Record<InsideBet, readonly (readonly number[])[]>> = {
  straight: range(0, 36).map((n) => [n]),
  split: [
    [0, 1],
    [0, 2],
    [0, 3],
    ...range(1, 35)
      .filter((n) => sameRow(n, n + 1))
      .map((n) => [n, n + 1]),
    ...range(1, 33).map((n) => [n, n + 3]),
  ],
  street: TABLE_ROWS,
  trio: [
    [0, 1, 2],
    [0, 2, 3],
  ],
  corner: range(1, 32)
    .filter((n) => sameRow(n, n + 1))
    .map((n) => [n, n + 1, n + 3, n + 4]),
  firstFour: [[0, 1, 2, 3]],
  line: range(1, 11).map((r) => range(3 * r - 2, 3 * r + 3)),
};

const EVEN_MONEY_POCKETS: Readonly<Record<EvenMoneyBet, readonly number[]>> = {
  red: RED_NUMBERS,
  black: BLACK_NUMBERS,
  even: range(1, 36).filter((n) => n % 2 === 0),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  low: range(1, 18),
  high: range(19, 36),
};

const DOZEN_POCKETS = [1, 2, 3].map((d) => range(1, 36).filter((n) => dozenOf(n) === d));
const COLUMN_POCKETS = [1, 2, 3].map((c) => range(1, 36).filter((n) => columnOf(n) === c));

const placementKey = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');
const PLACEMENT_KEYS = Object.fromEntries(
  INSIDE_BETS.map((bet) => [bet, new Set(INSIDE_PLACEMENTS[bet].map(placementKey))]),
) as Record<InsideBet, Set<string>>;

/** Whether the numbers (in any order) are a real place for an inside bet on the table. */
export const isInsidePlacement = (bet: InsideBet, numbers: readonly number[]) =>
  PLACEMENT_KEYS[bet].has(placementKey(numbers));

/** The pockets a bet wins on. */
export function betPockets(bet: RouletteBet): readonly number[] {
  switch (bet.bet) {
    case 'dozen':
      return DOZEN_POCKETS[bet.dozen - 1]!;
    case 'column':
      return COLUMN_POCKETS[bet.column - 1]!;
    case 'red':
    case 'black':
    case 'even':
    case 'odd':
    case 'low':
    case 'high':
      return EVEN_MONEY_POCKETS[bet.bet];
    default:
      return bet.numbers;
  }
}
