import type { KenoRisk } from './keno.params';

/**
 * The hand-designed shape of each paytable: for 1 to 10 picks (row 0 is one pick), the relative payout for 0, 1, …,
 * picks hits. Only the proportions count: `kenoPaytable` scales each row exactly to the RTP, and the rows are
 * drawn near a 99 % RTP so the paid multipliers stay close to these figures.
 *
 * - classic: the balanced table;
 * - low: pays on the fewest hits (from 2 hits at 4 picks or more), small, with the lowest top prizes;
 * - medium: in between;
 * - high: pays only on many hits (from 3 hits at 4–5 picks, from 4 at 6 or more), with the biggest top prizes.
 *
 * Within each pick count low hits most often and pays the least at the top, high the reverse (tested).
 */
export const KENO_SHAPES: Readonly<Record<KenoRisk, readonly (readonly number[])[]>> = {
  classic: [
    [0, 3.96],
    [0, 1.9, 4.5],
    [0, 1, 3.1, 10.4],
    [0, 0.8, 1.8, 5, 22.5],
    [0, 0.25, 1.4, 4.1, 16.5, 36],
    [0, 0, 1, 3.68, 7, 16.5, 40],
    [0, 0, 0.47, 3, 4.5, 14, 31, 60],
    [0, 0, 0, 2.2, 4, 13, 22, 55, 70],
    [0, 0, 0, 1.55, 3, 8, 15, 44, 60, 85],
    [0, 0, 0, 1.4, 2.25, 4.5, 8, 17, 50, 80, 100],
  ],
  low: [
    [0.7, 1.85],
    [0, 2, 3.8],
    [0, 1.1, 1.38, 26],
    [0, 0, 2.2, 7.9, 90],
    [0, 0, 1.5, 4.2, 13, 300],
    [0, 0, 1.1, 2, 6.2, 100, 600],
    [0, 0, 1.1, 1.6, 3.5, 15, 225, 700],
    [0, 0, 1.1, 1.5, 2, 5.5, 39, 100, 700],
    [0, 0, 1.1, 1.3, 1.7, 2.5, 7.5, 50, 250, 800],
    [0, 0, 1.1, 1.2, 1.3, 1.8, 3.5, 13, 50, 250, 800],
  ],
  medium: [
    [0.4, 2.75],
    [0, 1.8, 5.1],
    [0, 0, 2.8, 50],
    [0, 0, 1.7, 10, 100],
    [0, 0, 1.4, 4, 14, 390],
    [0, 0, 0, 3, 9, 180, 700],
    [0, 0, 0, 2, 7, 30, 400, 750],
    [0, 0, 0, 2, 4, 11, 67, 400, 800],
    [0, 0, 0, 2, 2.5, 5, 15, 100, 500, 900],
    [0, 0, 0, 1.6, 2, 4, 7, 26, 100, 500, 900],
  ],
  high: [
    [0, 3.96],
    [0, 0, 17.1],
    [0, 0, 0, 81.5],
    [0, 0, 0, 10, 259],
    [0, 0, 0, 4.5, 48, 450],
    [0, 0, 0, 0, 11, 350, 710],
    [0, 0, 0, 0, 7, 90, 400, 800],
    [0, 0, 0, 0, 5, 20, 270, 600, 900],
    [0, 0, 0, 0, 4, 11, 56, 500, 800, 1000],
    [0, 0, 0, 0, 3.5, 8, 13, 63, 500, 800, 1000],
  ],
};
