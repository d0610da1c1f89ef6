import type { OutcomeStream } from '../../fair/stream';
import type { CaseDef } from './cases.payout';
import type { CaseSlug } from './cases.shapes';

/** The item a case dropped: `roll` of [0, Σ weights) falls in the item's span of the cumulative weights. */
export type CaseOutcome = { slug: CaseSlug; roll: number; index: number; item: string };

/**
 * Opens a case: one `int(Σ weights)` of the bet's stream, then the item whose span of the cumulative weights
 * (in catalog order) holds it, so each item drops with probability weight / Σ weights exactly.
 */
export function openCase(stream: OutcomeStream, def: CaseDef): CaseOutcome {
  const roll = stream.int(def.totalWeight);
  const index = itemAtRoll(def, roll);
  return { slug: def.slug, roll, index, item: def.items[index]!.id };
}

/** The index of the item whose span of the cumulative weights holds `roll` (0 ≤ roll < Σ weights). */
export function itemAtRoll(def: CaseDef, roll: number): number {
  if (!Number.isInteger(roll) || roll < 0 || roll >= def.totalWeight)
    throw new RangeError(`roll ${roll} is outside case ${def.slug}'s ${def.totalWeight} weights`);
  let index = 0;
  let below = def.items[0]!.weight;
  while (roll >= below) {
    index += 1;
    below += def.items[index]!.weight;
  }
  return index;
}
