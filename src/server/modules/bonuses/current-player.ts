import type { FastifyRequest } from 'fastify';
import { claimsOf } from '../auth/authenticate';
import type { AuthContext } from '../auth/context';
import { unauthenticated } from '../auth/errors';
import { optionalUserId } from '../auth/optional-user';
import { findUserById, type UserRow } from '../users/repository';

/** The player of an authenticated request; 401 when the account is gone. */
export async function currentPlayer(ctx: AuthContext, request: FastifyRequest): Promise<UserRow> {
  const user = await findUserById(ctx.db, claimsOf(request).userId);
  if (!user) throw unauthenticated();
  return user;
}

/** The player of a request whose bearer token is optional; null for a guest (or a stale token). */
export async function optionalPlayer(ctx: AuthContext, request: FastifyRequest): Promise<UserRow | null> {
  const userId = await optionalUserId(ctx, request);
  return userId === null ? null : ((await findUserById(ctx.db, userId)) ?? null);
}
