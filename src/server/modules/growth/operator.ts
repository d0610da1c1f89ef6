import type { NavigationRule } from '../../../contract/mirrors';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { deleteNavigationRule, upsertCampaign, upsertNavigationRule } from './repository';

/**
 * What an operator configures for growth: advertising campaigns (a landing with their utm_source and
 * utm_campaign gets their promo) and per-path navigation rules of the browser's middleware chain.
 */
export function createGrowthOperator(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Adds a campaign, or replaces the promo of an existing one; no promo clears it. */
    saveCampaign: (utmSource: string, utmCampaign: string, promo: { type: string; value: string } | null) =>
      upsertCampaign(db, {
        utmSource,
        utmCampaign,
        promoType: promo?.type ?? null,
        promoValue: promo?.value ?? null,
      }),
    setRule: (path: string, rule: NavigationRule) => upsertNavigationRule(db, { path, ...rule }),
    removeRule: async (path: string) => {
      if (!(await deleteNavigationRule(db, path)))
        throw new HttpError(404, 'not_found', `No navigation rule for ${path}.`);
    },
  };
}

export type GrowthOperator = ReturnType<typeof createGrowthOperator>;
