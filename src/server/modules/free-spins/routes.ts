import type { FastifyInstance } from 'fastify';
import {
  cancelFreeSpinsBody,
  freeSpinCampaignParams,
  freeSpinsQuery,
  type FreeSpinAnswer,
  type FreeSpinCancelAnswer,
  type FreeSpinsAnswer,
} from '../../../contract/free-spins';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { createFreeSpinService } from './service';

/** The player's free spins (bearer): list, one campaign, cancel; and the sweep that marks expired campaigns. */
export async function registerFreeSpinRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const spins = createFreeSpinService({ db: ctx.db, now: ctx.now });
  // authentication before validation: anonymous callers learn nothing about the schema
  const auth = { preValidation: ctx.authenticate };

  api.get(
    '/profile/freeSpins',
    { ...auth, schema: { querystring: freeSpinsQuery } },
    async (request, reply) => {
      const body: FreeSpinsAnswer = { data: await spins.listLive(claimsOf(request).userId) };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );

  api.get(
    '/api/freeSpinsCampaigns/:id',
    { ...auth, schema: { params: freeSpinCampaignParams, querystring: freeSpinsQuery } },
    async (request, reply) => {
      const body: FreeSpinAnswer = { data: await spins.get(claimsOf(request).userId, request.params.id) };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );

  api.put(
    '/api/v2/freeSpinsCampaigns/cancel/:id',
    { ...auth, schema: { params: freeSpinCampaignParams, body: cancelFreeSpinsBody } },
    async (request, reply) => {
      const data = await spins.cancel(claimsOf(request).userId, request.params.id);
      const body: FreeSpinCancelAnswer = { success: true, data };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
}
