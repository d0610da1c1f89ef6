import type { FastifyInstance } from 'fastify';
import { rotateSeedBody, type SeedsAnswer } from '../../../contract/fair';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { currentSeeds, rotateSeeds } from '../../fair/seed-service';

/** The player's provably fair seeds (bearer): the pair in play and the last revealed; rotating them. */
export async function registerSeedRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: ctx.authenticate };

  api.get('/api/v2/fair/seeds', auth, async (request, reply): Promise<SeedsAnswer> => {
    reply.header('cache-control', 'no-store');
    return currentSeeds(ctx.db, claimsOf(request).userId);
  });

  api.post(
    '/api/v2/fair/seeds/rotate',
    { ...auth, schema: { body: rotateSeedBody } },
    async (request): Promise<SeedsAnswer> =>
      rotateSeeds(ctx.db, claimsOf(request).userId, request.body.client_seed, ctx.now()),
  );
}
