import type { NavigationRule } from '../../../contract/mirrors';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import {
  deleteNavigationRule,
  internalNavigationRules,
  lockNavigationRules,
  upsertCampaign,
  upsertNavigationRule,
} from './repository';

/**
 * The path the browser's next navigation asks the rule of after an internal redirect to `target`: the router
 * hands the middleware the location's pathname, which has no query and no fragment, and the server looks it up
 * by exact text (case and a trailing slash count).
 */
const pathOfTarget = (target: string) => target.split(/[?#]/, 1)[0]!;

/**
 * The loop of internal redirects that giving `path` an internal rule to `target` would close, as the paths the
 * browser would go through (`/a`, `/b`, `/a`); null when it closes none. Earlier rules form no loop (each was
 * checked when set), so a new loop has to pass through `path`; the walk stops on reaching `path`, so the rule it
 * replaces is never followed.
 */
function internalLoop(rules: ReadonlyMap<string, string>, path: string, target: string): string[] | null {
  const chain = [path];
  let next = pathOfTarget(target);
  while (!chain.includes(next)) {
    chain.push(next);
    const onward = rules.get(next);
    if (onward === undefined) return null;
    next = pathOfTarget(onward);
  }
  return next === path ? [...chain, path] : null;
}

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
    /**
     * Sets a path's rule; refuses an internal one that would send the browser round in a loop of internal
     * redirects. The rules are locked from the check to the write, so two rules set at once cannot close a loop
     * together.
     */
    setRule: (path: string, rule: NavigationRule) =>
      db.transaction(async (tx) => {
        await lockNavigationRules(tx);
        if (rule.kind === 'internal') {
          const loop = internalLoop(await internalNavigationRules(tx), path, rule.target);
          if (loop)
            throw new HttpError(
              422,
              'validation_failed',
              `A rule from ${path} to ${rule.target} would redirect in a loop: ${loop.join(' → ')}.`,
            );
        }
        return upsertNavigationRule(tx, { path, ...rule });
      }),
    removeRule: async (path: string) => {
      if (!(await deleteNavigationRule(db, path)))
        throw new HttpError(404, 'not_found', `No navigation rule for ${path}.`);
    },
  };
}

export type GrowthOperator = ReturnType<typeof createGrowthOperator>;
