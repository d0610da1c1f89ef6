import type { FastifyRequest } from 'fastify';
import { claimsOf } from '../sessions/authenticate';
import type { Services } from '../core/services';
import { unauthenticated } from '../http/refusals';
import { optionalUserId } from '../sessions/optional-user';
import { findUserById, type UserRow } from './repository';

/** The player of an authenticated request; 401 when the account is gone. */
export async function currentPlayer(ctx: Services, request: FastifyRequest): Promise<UserRow> {
  const user = await findUserById(ctx.db, claimsOf(request).userId);
  if (!user) throw unauthenticated();
  return user;
}

/** The player of a request whose bearer token is optional; null for a guest (or a stale token). */
export async function optionalPlayer(ctx: Services, request: FastifyRequest): Promise<UserRow | null> {
  const userId = await optionalUserId(ctx, request);
  return userId === null ? null : ((await findUserById(ctx.db, userId)) ?? null);
}
