import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthContext } from './context';
import { setRefreshCookie } from './refresh-cookie';

/** A fresh login: the access token for the body and the refresh credential for the cookie. */
export type Session = { accessToken: string; refreshToken: string; familyId: string };

/** Starts a session (a new refresh family) for the user, inside the caller's transaction. */
export async function startSession(ctx: AuthContext, tx: Db, userId: number): Promise<Session> {
  const minted = await ctx.refresh.mint(tx, userId);
  return {
    accessToken: await ctx.tokens.sign(userId, minted.familyId),
    refreshToken: minted.token,
    familyId: minted.familyId,
  };
}

/** Puts the session's refresh credential on the answer. */
export function attachSession(ctx: AuthContext, reply: FastifyReply, session: Session): void {
  setRefreshCookie(reply, session.refreshToken, ctx.config);
}

/** The answer of every login (SPEC §7): success, the access token and the SSO link. */
export function loginBody(ctx: AuthContext, session: Session) {
  return { success: true as const, token: session.accessToken, sso: ctx.config.ssoUrl ?? null };
}
