import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  affiliateBody,
  middlewareEmptyBody,
  navigationRuleBody,
  pageOpenBody,
  UTM_PARAMETERS,
  utmBody,
  type UtmAnswer,
} from '../../../contract/mirrors';
import type { Db } from '../../db/client';
import type { ZodTypeProvider } from '../../http/zod';
import { affiliateCookies } from './affiliate';
import { browserName } from './browser-name';
import { findCampaign, findNavigationRule, insertAdClick, insertPageOpen } from './repository';

/** Each visitor calls these a few times per page at most; far more from one address is a script. */
const perMinute = (groupId: string) => ({ rateLimit: { max: 60, timeWindow: '1 minute', groupId } });

/**
 * The calls of the browser's navigation middleware chain (no auth): attribution of a landing (`utm`), partner
 * page opens, per-path navigation rules, the visitor's address and browser, and the affiliate cookies to keep.
 * The mirror step (`/middleware/mirror`) is served by the mirrors module.
 */
export async function registerMiddlewareRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/middleware/utm', { schema: { body: utmBody }, config: perMinute('utm') }, async (request) => {
    const query = request.body;
    // the contract has checked that all four are present and not blank
    const utm = (name: (typeof UTM_PARAMETERS)[number]) => query[name]!.trim();
    const extra = Object.fromEntries(
      Object.entries(query).filter(([name]) => !(UTM_PARAMETERS as readonly string[]).includes(name)),
    );
    const campaign = await findCampaign(db, utm('utm_source'), utm('utm_campaign'));
    const advId = randomUUID();
    await insertAdClick(db, {
      advId,
      campaignId: campaign?.id ?? null,
      utmSource: utm('utm_source'),
      utmMedium: utm('utm_medium'),
      utmCampaign: utm('utm_campaign'),
      utmTerm: utm('utm_term'),
      extra: JSON.stringify(extra),
    });
    const promo =
      campaign?.promoType && campaign.promoValue
        ? { type: campaign.promoType, value: campaign.promoValue }
        : null;
    const answer: UtmAnswer = { advId, promo };
    return answer;
  });

  api.post(
    '/middleware/registerPageOpenEvent',
    { schema: { body: pageOpenBody }, config: perMinute('page-open') },
    async (request, reply) => {
      const { subH, uuid, click_url } = request.body;
      await insertPageOpen(db, { subH, uuid, clickUrl: click_url });
      return reply.status(204).send();
    },
  );

  api.post('/middleware/mirrorRedirect', { schema: { body: navigationRuleBody } }, async (request) => ({
    rule: await findNavigationRule(db, request.body.path),
  }));

  api.post('/middleware/ip', { schema: { body: middlewareEmptyBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ip: request.ip, browser: browserName(request.headers['user-agent']) };
  });

  api.post('/middleware/affiliate', { schema: { body: affiliateBody } }, async (request) => ({
    cookies: affiliateCookies(request.body),
  }));
}
