import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { AuthContext } from './context';
import { unauthenticated } from '../../http/refusals';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../../sessions/refresh-cookie';

const emptyBody = z.strictObject({});

/** POST /auth/refresh-token and PUT /auth/logout. */
export async function registerSessionRoutes(app: FastifyInstance, ctx: AuthContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // a custom header cannot be sent cross-site without a CORS preflight, which only allowed origins pass
  const requireCustomHeader = async (request: FastifyRequest) => {
    if (!request.headers['x-requested-with']) {
      throw new HttpError(403, 'forbidden', 'The X-Requested-With header is required.');
    }
  };

  api.post(
    '/auth/refresh-token',
    { preValidation: requireCustomHeader, schema: { body: emptyBody } },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented || presented.length > 128) throw unauthenticated('refresh_failed');
      reply.header('cache-control', 'no-store');
      try {
        const minted = await ctx.refresh.rotate(presented);
        setRefreshCookie(reply, minted.token, ctx.config);
        return { access_token: await ctx.tokens.sign(minted.userId, minted.familyId) };
      } catch (error) {
        clearRefreshCookie(reply, ctx.config);
        throw error;
      }
    },
  );

  api.put(
    '/auth/logout',
    { preValidation: ctx.authenticate, schema: { body: emptyBody } },
    async (request, reply) => {
      await ctx.refresh.revoke(claimsOf(request).sid);
      clearRefreshCookie(reply, ctx.config);
      return { success: true as const };
    },
  );
}
