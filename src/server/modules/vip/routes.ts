import type { FastifyInstance } from 'fastify';
import { vipJoinBody, vipQuery } from '../../../contract/vip';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { createVipService } from './service';

/** How long browsers and caches may keep the level table, which changes only with a release. */
const LEVELS_MAX_AGE_SECONDS = 300;

/** POST api/v2/vip/join (SPEC §7), GET /api/v2/vip/status and GET /api/v2/vip/levels. */
export async function registerVipRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vip = createVipService({ db: ctx.db, now: ctx.now });
  // authentication before body validation: anonymous callers learn nothing about the schema
  const auth = { preValidation: ctx.authenticate };

  api.post('/api/v2/vip/join', { ...auth, schema: { body: vipJoinBody } }, async (request, reply) => {
    const { request: stored, created } = await vip.join(claimsOf(request).userId, request.body.request_type);
    return reply
      .status(created ? 201 : 200)
      .header('cache-control', 'no-store')
      .send({ request: stored });
  });

  api.get('/api/v2/vip/status', { ...auth, schema: { querystring: vipQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return vip.status(claimsOf(request).userId);
  });

  api.get('/api/v2/vip/levels', { schema: { querystring: vipQuery } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${LEVELS_MAX_AGE_SECONDS}`);
    return vip.levels();
  });
}
