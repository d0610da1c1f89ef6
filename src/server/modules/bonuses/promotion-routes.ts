import type { FastifyInstance } from 'fastify';
import { promotionsQuery, type PromotionsAnswer } from '../../../contract/bonuses';
import { DEFAULT_CURRENCY, type Currency } from '../../../contract/constants';
import { regionOf } from '../../../contract/geo';
import type { Services } from '../../core/services';
import { countryOf } from '../../http/country';
import { SHED_FIRST } from '../../http/load-shedding';
import type { ZodTypeProvider } from '../../http/zod';
import { optionalPlayer } from '../../players/current-player';
import { depositOffers } from './offers';
import { bonusOutlook } from './outlook';
import { presentOffer } from './present';
import { activePrograms } from './program-repository';

/**
 * The promotions strip of the lobby: a guest sees what registering now would offer in their region (the standing of
 * a player registered this moment, with no deposit), a player what their deposits can still earn, marked as the
 * bonuses page marks it. Promo codes' programs show only once a player redeemed one.
 */
export async function registerPromotionRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v2/promotions',
    { schema: { querystring: promotionsQuery }, config: SHED_FIRST },
    async (request, reply): Promise<PromotionsAnswer> => {
      reply.header('cache-control', 'no-store');
      const now = ctx.now();
      const player = await optionalPlayer(ctx, request);
      if (player) {
        const outlook = await bonusOutlook(ctx.db, player, now);
        const currency = player.currency as Currency;
        return {
          data: outlook.offers.map((offer) =>
            presentOffer(offer, currency, now, {
              next: offer === outlook.next,
              activated: offer.program.id === outlook.chosen,
            }),
          ),
        };
      }
      const currency = request.query.currency ?? DEFAULT_CURRENCY;
      const newcomer = {
        currency,
        region: regionOf(countryOf(request, ctx.config)),
        registeredAt: now,
        paidDeposits: 0,
        waiting: [],
        chosen: null,
      };
      const offers = depositOffers(await activePrograms(ctx.db), newcomer, now);
      return {
        data: offers.map((offer) => presentOffer(offer, currency, now, { next: false, activated: false })),
      };
    },
  );
}
