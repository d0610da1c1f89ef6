import type { Bet } from '../../../contract/games/bets';
import { CASE_CATALOG, type CaseDisplay, type CaseOutcome } from '../../../contract/games/cases';

/** The case sold at /games/cases/{slug}, or null for a slug the catalog does not have. */
export const findCase = (slug: string): CaseDisplay | null =>
  CASE_CATALOG.find((c) => c.slug === slug) ?? null;

/** What a case opening dropped, when the bet is one of `slug`'s with an outcome of the right shape. */
export function caseOutcomeOf(bet: Bet | null, def: CaseDisplay): CaseOutcome | null {
  const outcome = bet?.game === 'cases' ? (bet.outcome as Partial<CaseOutcome> | null) : null;
  if (!outcome || outcome.slug !== def.slug || typeof outcome.roll !== 'number') return null;
  const index = outcome.index;
  if (typeof index !== 'number' || !def.items[index]) return null;
  return { slug: def.slug, roll: outcome.roll, index, item: def.items[index].id };
}
