import type { FastifyInstance } from 'fastify';
import { attachSourceBody } from '../../../contract/mirrors';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { insertTrafficSource } from './repository';

/**
 * POST /api/attachSource (SPEC §7 writes `attachSource`; it sits with the other unversioned `/api/` calls): the
 * attribution the landing left in the player's cookies. Every report is kept; the newest is the player's source.
 */
export async function registerAttachSourceRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/attachSource',
    {
      preValidation: ctx.authenticate,
      schema: { body: attachSourceBody },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', groupId: 'attach-source' } },
    },
    async (request, reply) => {
      await insertTrafficSource(ctx.db, claimsOf(request).userId, request.body);
      return reply.status(204).send();
    },
  );
}
