import { columnOf, rowOf, type InsideBet } from '../../../contract/games/roulette';

/** The table is drawn upright for phones: 0 on top, then the 12 rows of three; 13 rows of equal height. */
export const TABLE_ROWS_DRAWN = 13;

/** A point on the number area as fractions of its width and height (0,0 the top left corner). */
export type TablePoint = { x: number; y: number };

/** The centre of a number's cell. */
const cell = (n: number): TablePoint => ({
  x: (columnOf(n) - 0.5) / 3,
  y: (rowOf(n) + 0.5) / TABLE_ROWS_DRAWN,
});

const mean = (points: TablePoint[]): TablePoint => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

/** Where the line under 0 is. */
const ZERO_LINE = 1 / TABLE_ROWS_DRAWN;

/**
 * Where a chip of an inside bet lies, as on a real table: a split on the line between its two numbers, a corner
 * where its four meet, a trio where 0 meets its two, first four at the outer corner of 0 and 1; a street on the
 * outer edge of its row and a line on that edge between its two rows.
 */
export function spotPoint(bet: Exclude<InsideBet, 'straight'>, numbers: readonly number[]): TablePoint {
  const [first = 1, second = 1] = [...numbers].sort((a, b) => a - b);
  switch (bet) {
    case 'split':
      return first === 0 ? { x: cell(second).x, y: ZERO_LINE } : mean([cell(first), cell(second)]);
    case 'corner':
      return mean(numbers.map(cell));
    case 'trio':
      return { x: numbers.includes(1) ? 1 / 3 : 2 / 3, y: ZERO_LINE };
    case 'firstFour':
      return { x: 0, y: ZERO_LINE };
    case 'street':
      return { x: 1, y: cell(first).y };
    case 'line':
      return { x: 1, y: (rowOf(first) + 1) / TABLE_ROWS_DRAWN };
  }
}
