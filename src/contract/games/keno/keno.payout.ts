import { DECLARED_RTP } from '../rtp';
import { add, div, mul, ratio, ratioOf, toNumber, type Ratio } from '../ratio';
import { KENO_MAX_PICKS, KENO_MIN_PICKS, type KenoParams, type KenoRisk } from './keno.params';
import type { KenoOutcome } from './keno.outcome';
import { kenoHitChance } from './keno.odds';
import { KENO_SHAPES } from './keno.shapes';

const built = new WeakMap<Ratio, Map<string, readonly Ratio[]>>();

function shapeOf(risk: KenoRisk, picks: number): readonly number[] {
  const shape = KENO_SHAPES[risk][picks - 1];
  if (!Number.isInteger(picks) || picks < KENO_MIN_PICKS || picks > KENO_MAX_PICKS || !shape)
    throw new RangeError(`keno: ${picks} picks is not 1…10`);
  return shape;
}

/**
 * The multipliers paid for 0, 1, …, picks hits: the risk's shape times one exact factor chosen so that
 * Σ P(hits) · multiplier = rtp, with P the hypergeometric chance. Built once per (rtp object, risk, picks).
 */
export function kenoPaytable(
  risk: KenoRisk,
  picks: number,
  rtp: Ratio = DECLARED_RTP.keno,
): readonly Ratio[] {
  let tables = built.get(rtp);
  if (!tables) built.set(rtp, (tables = new Map()));
  const key = `${risk}:${picks}`;
  const cached = tables.get(key);
  if (cached) return cached;
  const shape = shapeOf(risk, picks).map((weight) => ratioOf(String(weight)));
  const shapeReturn = shape.reduce(
    (sum, weight, hits) => add(sum, mul(kenoHitChance(picks, hits), weight)),
    ratio(0),
  );
  const scale = div(rtp, shapeReturn);
  const table = Object.freeze(shape.map((weight) => mul(weight, scale)));
  tables.set(key, table);
  return table;
}

/** The multiplier a bet pays for its draw: its paytable's entry for the number of hits (0 when it pays nothing). */
export const kenoPayout = (
  outcome: KenoOutcome,
  params: KenoParams,
  rtp: Ratio = DECLARED_RTP.keno,
): Ratio => {
  const multiplier = kenoPaytable(params.risk, params.numbers.length, rtp)[outcome.hits.length];
  if (!multiplier)
    throw new RangeError(`keno: ${outcome.hits.length} hits of ${params.numbers.length} picks`);
  return multiplier;
};

/**
 * What the paytable shows for a risk and pick count: per hit count, the chance in percent and the multiplier,
 * rounded to 2 decimals for display only (bets are settled with the exact `kenoPaytable`).
 */
export function kenoPaytableDisplay(risk: KenoRisk, picks: number, rtp: Ratio = DECLARED_RTP.keno) {
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return kenoPaytable(risk, picks, rtp).map((multiplier, hits) => ({
    hits,
    chancePercent: toNumber(mul(kenoHitChance(picks, hits), ratio(100))),
    multiplier: round2(toNumber(multiplier)),
  }));
}
