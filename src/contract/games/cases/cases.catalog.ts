import { CURRENCIES, type Currency } from '../../constants';
import { toMajor } from '../../money';
import { toNumber } from '../ratio';
import { CASES, itemValue, type CaseDef } from './cases.payout';
import type { CaseRarity, CaseSlug } from './cases.shapes';

/** An item as the case page shows it: chance and multiplier as numbers, its value in major units per currency. */
export type CaseItemDisplay = {
  id: string;
  name: string;
  title: string;
  rarity: CaseRarity;
  weight: number;
  /** Drop probability, weight / Σ weights. */
  chance: number;
  multiplier: number;
  value: Record<Currency, number>;
};

/** A case as the list and its page show it, prices and values in major units. */
export type CaseDisplay = {
  slug: CaseSlug;
  name: string;
  title: string;
  price: Record<Currency, number>;
  items: CaseItemDisplay[];
};

const perCurrency = (amount: (currency: Currency) => number) =>
  Object.fromEntries(CURRENCIES.map((c) => [c, amount(c)])) as Record<Currency, number>;

/** The display form of a built case; the values are exactly what opening it credits. */
export function caseDisplay(def: CaseDef): CaseDisplay {
  return {
    slug: def.slug,
    name: def.name,
    title: def.title,
    price: perCurrency((c) => toMajor(def.price[c], c)),
    items: def.items.map((item, index) => ({
      id: item.id,
      name: item.name,
      title: item.title,
      rarity: item.rarity,
      weight: item.weight,
      chance: item.weight / def.totalWeight,
      multiplier: toNumber(item.multiplier),
      value: perCurrency((c) => toMajor(itemValue(def, index, c), c)),
    })),
  };
}

/** Every case on sale, for the case list and the case pages. */
export const CASE_CATALOG: readonly CaseDisplay[] = CASES.map(caseDisplay);
