import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  antiBonusResultBody,
  middlewareEmptyBody,
  type MirrorAnswer,
  type MirrorToCheck,
} from '../../../contract/mirrors';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { mirrorAnswer } from './mirror-answer';
import { PIXEL_PATH } from './pixel-route';
import { activeHostsExcept, findMirror, insertProbes, registerHosts, unregisteredHosts } from './repository';
import { requestMirrorHost } from '../../http/hosts';
import { mirrorOrigin } from '../../http/site-links';

const noQuery = z.strictObject({});

/**
 * The mirror registry: registers the configured hosts, answers each domain's configuration (`GET /mirror`, and
 * `POST /middleware/mirror` as the navigation chain's step) and runs domain probing for players.
 */
export async function registerMirrorRoutes(app: FastifyInstance, ctx: Services) {
  const { config, db } = ctx;
  await registerHosts(db, [...config.siteHosts, ...config.mirrorHosts]);
  const api = app.withTypeProvider<ZodTypeProvider>();

  const configuration = async (domain: string): Promise<MirrorAnswer> =>
    mirrorAnswer(await findMirror(db, domain), config);

  api.get('/mirror', { schema: { querystring: noQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return configuration(requestMirrorHost(request));
  });

  api.post('/middleware/mirror', { schema: { body: middlewareEmptyBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return configuration(requestMirrorHost(request));
  });

  api.get(
    '/api/getMirrorsToCheck',
    { preValidation: ctx.authenticate, schema: { querystring: noQuery } },
    async (request, reply) => {
      const hosts = await activeHostsExcept(db, requestMirrorHost(request));
      const domains: MirrorToCheck[] = hosts.map((host) => {
        const cleanUrl = mirrorOrigin(config, host);
        return { cleanUrl, pixel: `${cleanUrl}${PIXEL_PATH}` };
      });
      reply.header('cache-control', 'no-store');
      return { data: { domains } };
    },
  );

  api.post(
    '/api/sendAntiBonusResult',
    { preValidation: ctx.authenticate, schema: { body: antiBonusResultBody } },
    async (request, reply) => {
      const { results } = request.body;
      const unknown = await unregisteredHosts(db, Object.keys(results));
      if (unknown.length) {
        const text = `Not a mirror: ${unknown.join(', ')}`;
        throw new HttpError(422, 'unknown_mirror', text, { results: [`unknown_mirror: ${text}`] });
      }
      await insertProbes(db, {
        userId: claimsOf(request).userId,
        reportedFrom: requestMirrorHost(request),
        results,
      });
      return reply.status(204).send();
    },
  );
}
