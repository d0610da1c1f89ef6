/**
 * The European single-zero table: pockets 0–36, with 1–36 laid out in 12 rows of three (row r holds 3r−2, 3r−1,
 * 3r) and three columns (n mod 3 = 1, 2, 0); 0 sits at the head of the table, next to 1, 2 and 3.
 */
export const ROULETTE_POCKETS = 37;

/** The red numbers of the standard wheel; every other number but 0 is black. */
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
const RED = new Set(RED_NUMBERS);

/** The black numbers of the standard wheel. */
export const BLACK_NUMBERS: readonly number[] = range(1, 36).filter((n) => !RED.has(n));

export type PocketColor = 'green' | 'red' | 'black';

/** The colour of a pocket: 0 is green. */
export const pocketColor = (pocket: number): PocketColor =>
  pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';

/** The 12 rows of the table from 1-2-3 to 34-35-36: the streets. */
export const TABLE_ROWS: readonly (readonly number[])[] = range(1, 12).map((r) => [
  3 * r - 2,
  3 * r - 1,
  3 * r,
]);

/** The row (1–12) of a number 1–36. */
export const rowOf = (n: number) => Math.ceil(n / 3);

/** The column (1–3) of a number 1–36: column 1 holds 1, 4, …, 34. */
export const columnOf = (n: number) => ((n - 1) % 3) + 1;

/** The dozen (1–3) of a number 1–36: 1–12, 13–24, 25–36. */
export const dozenOf = (n: number) => Math.ceil(n / 12);

/** The integers from `from` to `to`, both included. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
