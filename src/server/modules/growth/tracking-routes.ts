import type { FastifyInstance } from 'fastify';
import { trackingEventBody } from '../../../contract/mirrors';
import type { ZodTypeProvider } from '../../http/zod';
import type { Services } from '../../core/services';
import { optionalUserId } from '../../sessions/optional-user';
import { insertTrackingEvent } from './repository';

/** PUT /api/v2/tracking/events: a product event from the browser, linked to the player when the token is valid. */
export async function registerTrackingRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.put(
    '/api/v2/tracking/events',
    {
      schema: { body: trackingEventBody },
      config: { rateLimit: { max: 120, timeWindow: '1 minute', groupId: 'tracking' } },
    },
    async (request, reply) => {
      const { name, data } = request.body;
      await insertTrackingEvent(ctx.db, {
        name,
        sessionId: data.session_id,
        mirror: data.mirror ?? null,
        userId: await optionalUserId(ctx, request),
      });
      return reply.status(204).send();
    },
  );
}
