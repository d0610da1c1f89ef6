import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { establishLinkFor } from '../sso/sso-codes';
import type { AuthContext } from './context';
import { setRefreshCookie } from './refresh-cookie';

/**
 * A fresh login: the access token for the body, the refresh credential for the cookie, and the SSO link that lets
 * the central domain join this session (null without SSO).
 */
export type Session = { accessToken: string; refreshToken: string; familyId: string; sso: string | null };

/**
 * Starts a session (a new refresh family) for the user, inside the caller's transaction. `siteHost` is the site
 * or mirror the login came through; with SSO configured and a known host the answer carries the sso link.
 */
export async function startSession(
  ctx: AuthContext,
  tx: Db,
  userId: number,
  siteHost: string | null,
): Promise<Session> {
  const minted = await ctx.refresh.mint(tx, userId);
  const sso = siteHost ? await establishLinkFor(tx, ctx.config, siteHost) : null;
  return {
    accessToken: await ctx.tokens.sign(userId, minted.familyId),
    refreshToken: minted.token,
    familyId: minted.familyId,
    sso,
  };
}

/** Puts the session's refresh credential on the answer. */
export function attachSession(ctx: AuthContext, reply: FastifyReply, session: Session): void {
  setRefreshCookie(reply, session.refreshToken, ctx.config);
}

/** The answer of every login (SPEC §7): success, the access token and the SSO link. */
export function loginBody(session: Session) {
  return { success: true as const, token: session.accessToken, sso: session.sso };
}
