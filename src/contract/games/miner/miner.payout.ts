import { choose } from '../binomial';
import { DECLARED_RTP } from '../rtp';
import { mul, ratio, type Ratio } from '../ratio';
import { MINER_MAX_MINES, MINER_MIN_MINES, MINER_TILES } from './miner.params';

function checkCounts(mines: number, safeReveals: number) {
  if (!Number.isInteger(mines) || mines < MINER_MIN_MINES || mines > MINER_MAX_MINES)
    throw new RangeError(`miner: ${mines} mines is not 1…24`);
  if (!Number.isInteger(safeReveals) || safeReveals < 0 || safeReveals > MINER_TILES - mines)
    throw new RangeError(`miner: ${safeReveals} safe reveals with ${mines} mines`);
}

/**
 * The chance that `safeReveals` chosen tiles are all safe, whichever tiles and in whatever order:
 * C(25 − mines, k) / C(25, k).
 */
export function minerSurvivalChance(mines: number, safeReveals: number): Ratio {
  checkCounts(mines, safeReveals);
  return ratio(choose(MINER_TILES - mines, safeReveals), choose(MINER_TILES, safeReveals));
}

const built = new WeakMap<Ratio, Map<number, Ratio>>();

/**
 * The multiplier after `safeReveals` safe tiles: rtp · C(25, k) / C(25 − mines, k) = rtp / survival chance, so
 * cashing out after any number of reveals, chosen in any way, returns exactly the RTP on average. Built once per
 * (rtp object, mines, reveals).
 */
export function minerMultiplier(mines: number, safeReveals: number, rtp: Ratio = DECLARED_RTP.miner): Ratio {
  checkCounts(mines, safeReveals);
  let table = built.get(rtp);
  if (!table) built.set(rtp, (table = new Map()));
  const key = mines * MINER_TILES + safeReveals;
  let multiplier = table.get(key);
  if (!multiplier) {
    multiplier = mul(rtp, ratio(choose(MINER_TILES, safeReveals), choose(MINER_TILES - mines, safeReveals)));
    table.set(key, multiplier);
  }
  return multiplier;
}
