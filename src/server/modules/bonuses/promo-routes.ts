import type { FastifyInstance } from 'fastify';
import {
  bonusesQuery,
  PROMO_CODE_KINDS,
  promoCodeParams,
  redeemPromoBody,
  type PromoCodeAnswer,
  type RedeemPromoAnswer,
} from '../../../contract/bonuses';
import type { Currency } from '../../../contract/constants';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import type { Services } from '../../core/services';
import { currentPlayer } from '../../players/current-player';
import { presentRedemption } from './present';
import { normalisePromoCode, promoInvalid, redeemPromo, usablePromo } from './promo-service';

/** Promo codes: a deposit code redeemed by a player, and any usable code's public data for the browser. */
export async function registerPromoRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/v2/promo-codes/redeem',
    { preValidation: ctx.authenticate, schema: { body: redeemPromoBody } },
    async (request): Promise<RedeemPromoAnswer> => {
      const player = await currentPlayer(ctx, request);
      const code = normalisePromoCode(request.body.code);
      if (!code) throw promoInvalid('code');
      const { redemption, program } = await ctx.ledger.transaction((tx) =>
        redeemPromo(ctx, tx, {
          userId: player.id,
          currency: player.currency as Currency,
          code,
          kinds: ['deposit'],
          field: 'code',
        }),
      );
      return { success: true, data: presentRedemption(redemption, program) };
    },
  );

  // SPEC §4 Promo: the browser clears its promo cookie and query when this fails, so any unusable code is a 404
  api.get(
    '/api/v2/promo-codes/:code',
    { schema: { params: promoCodeParams, querystring: bonusesQuery } },
    async (request, reply): Promise<PromoCodeAnswer> => {
      const code = normalisePromoCode(request.params.code);
      const usable = code ? await usablePromo(ctx.db, code, PROMO_CODE_KINDS, ctx.now()) : undefined;
      if (!usable) throw new HttpError(404, 'not_found', 'No such promo code.');
      reply.header('cache-control', 'no-store');
      return {
        data: {
          code: usable.code.code,
          kind: usable.code.kind as (typeof PROMO_CODE_KINDS)[number],
          name: usable.program.name,
          public_title: usable.program.publicTitle,
          expires_at: usable.code.expiresAt?.toISOString() ?? null,
        },
      };
    },
  );
}
