import type { FastifyRequest } from 'fastify';

/**
 * The player behind a request whose bearer token is optional: the user id with a valid token, null without one
 * or with an invalid one (a stale token must not make an anonymous call fail).
 */
export async function optionalUserId(
  ctx: { authenticate: (request: FastifyRequest) => Promise<void> },
  request: FastifyRequest,
): Promise<number | null> {
  if (!request.headers.authorization) return null;
  try {
    await ctx.authenticate(request);
    return request.auth?.userId ?? null;
  } catch {
    return null;
  }
}
