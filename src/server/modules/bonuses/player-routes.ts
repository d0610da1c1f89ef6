import type { FastifyInstance } from 'fastify';
import {
  activateOfferBody,
  activateOfferParams,
  bonusesQuery,
  cancelBonusBody,
  playerBonusParams,
  type ActivateOfferAnswer,
  type BonusesAnswer,
  type CancelBonusAnswer,
} from '../../../contract/bonuses';
import type { Currency } from '../../../contract/constants';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { activateOffer } from './activation';
import { currentPlayer } from '../../players/current-player';
import { bonusOutlook } from './outlook';
import { presentOffer, presentPlayerBonus } from './present';
import { cancelBonus, listPlayerBonuses } from './wallet';

/**
 * The player's bonuses (bearer): what they can earn, what they wager, what ended; choosing the one the next deposit
 * earns, and giving one up.
 */
export async function registerPlayerBonusRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: ctx.authenticate };

  api.get(
    '/api/v2/bonuses',
    { ...auth, schema: { querystring: bonusesQuery } },
    async (request, reply): Promise<BonusesAnswer> => {
      const player = await currentPlayer(ctx, request);
      const now = ctx.now();
      const [outlook, bonuses] = await Promise.all([
        bonusOutlook(ctx.db, player, now),
        listPlayerBonuses(ctx.db, player.id),
      ]);
      const currency = player.currency as Currency;
      reply.header('cache-control', 'no-store');
      return {
        available: outlook.offers.map((o) =>
          presentOffer(o, currency, now, {
            next: o === outlook.next,
            activated: o.program.id === outlook.chosen,
          }),
        ),
        active: bonuses.active.map(presentPlayerBonus),
        history: bonuses.history.map(presentPlayerBonus),
      };
    },
  );

  api.post(
    '/api/v2/bonuses/offers/:programId/activate',
    { ...auth, schema: { params: activateOfferParams, body: activateOfferBody } },
    async (request): Promise<ActivateOfferAnswer> => {
      const player = await currentPlayer(ctx, request);
      const data = await activateOffer(ctx.db, player, request.params.programId, ctx.now());
      return { success: true, data };
    },
  );

  api.post(
    '/api/v2/bonuses/:id/cancel',
    { ...auth, schema: { params: playerBonusParams, body: cancelBonusBody } },
    async (request): Promise<CancelBonusAnswer> => {
      const bonus = await cancelBonus(ctx, claimsOf(request).userId, request.params.id);
      return { success: true, data: presentPlayerBonus(bonus) };
    },
  );
}
