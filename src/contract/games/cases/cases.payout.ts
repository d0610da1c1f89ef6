import { CURRENCIES, type Currency } from '../../constants';
import { toMinor } from '../../money';
import { add, applyRatio, div, mul, ratio, type Ratio } from '../ratio';
import { DECLARED_RTP } from '../rtp';
import { CASE_SHAPES, type CaseRarity, type CaseShape, type CaseSlug } from './cases.shapes';

/** An item of a built case: its message key, its drop weight and its value as an exact multiple of the price. */
export type CaseItem = {
  readonly id: string;
  /** Message key `cases.<slug>.<id>`; `title` is its English text. */
  readonly name: string;
  readonly title: string;
  readonly rarity: CaseRarity;
  readonly weight: number;
  readonly multiplier: Ratio;
};

/** A case ready to open: prices in minor units, items with exact multipliers, the sum of the drop weights. */
export type CaseDef = {
  readonly slug: CaseSlug;
  /** Message key `cases.<slug>`; `title` is its English text. */
  readonly name: string;
  readonly title: string;
  readonly price: Readonly<Record<Currency, bigint>>;
  readonly items: readonly CaseItem[];
  readonly totalWeight: number;
};

function priceMinor(shape: CaseShape, currency: Currency): bigint {
  const minor = toMinor(shape.price[currency], currency);
  if (minor === null)
    throw new RangeError(`case ${shape.slug}: ${shape.price[currency]} is not a ${currency} price`);
  return minor;
}

/**
 * A case with each item's multiplier = points × RTP × Σ weights / Σ weight·points, so the drop-weighted mean
 * multiplier Σ weight·multiplier / Σ weight is the RTP exactly, whatever the shape.
 */
export function buildCase(shape: CaseShape, rtp: Ratio = DECLARED_RTP.cases): CaseDef {
  const totalWeight = shape.items.reduce((sum, item) => sum + item.weight, 0);
  const totalPoints = shape.items.reduce((sum, item) => sum + item.weight * item.points, 0);
  const scale = mul(rtp, ratio(totalWeight, totalPoints));
  return {
    slug: shape.slug,
    name: `cases.${shape.slug}`,
    title: shape.title,
    price: Object.fromEntries(CURRENCIES.map((c) => [c, priceMinor(shape, c)])) as Record<Currency, bigint>,
    items: shape.items.map((item) => ({
      id: item.id,
      name: `cases.${shape.slug}.${item.id}`,
      title: item.title,
      rarity: item.rarity,
      weight: item.weight,
      multiplier: mul(ratio(item.points), scale),
    })),
    totalWeight,
  };
}

/** The cases on sale, built to the declared RTP. */
export const CASES: readonly CaseDef[] = CASE_SHAPES.map((shape) => buildCase(shape));

/** The case sold at /games/cases/{slug}. */
export function caseBySlug(slug: CaseSlug): CaseDef {
  const found = CASES.find((c) => c.slug === slug);
  if (!found) throw new RangeError(`no case ${slug}`);
  return found;
}

/** The return of a case: Σ weight·multiplier / Σ weight, exactly. */
export const caseRtp = (def: CaseDef): Ratio =>
  div(
    def.items.reduce((sum, item) => add(sum, mul(ratio(item.weight), item.multiplier)), ratio(0)),
    ratio(def.totalWeight),
  );

/** What an item credits in minor units: the case price × its multiplier, rounded down. */
export function itemValue(def: CaseDef, index: number, currency: Currency): bigint {
  const item = def.items[index];
  if (!item) throw new RangeError(`case ${def.slug} has no item ${index}`);
  return applyRatio(def.price[currency], item.multiplier);
}
