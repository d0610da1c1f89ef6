import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AccessTokens } from './access-tokens';
import { setRefreshCookie } from './refresh-cookie';
import type { RefreshService } from './refresh-service';

/**
 * A fresh login: the access token for the body, the refresh credential for the cookie, and the SSO link that lets
 * the central domain join this session (null without SSO).
 */
export type Session = { accessToken: string; refreshToken: string; familyId: string; sso: string | null };

/** Starts a session (a new refresh family) for the user, inside the caller's transaction, with the caller's SSO link. */
export async function startSession(
  services: { refresh: RefreshService; tokens: AccessTokens },
  tx: Db,
  userId: number,
  sso: string | null,
): Promise<Session> {
  const minted = await services.refresh.mint(tx, userId);
  return {
    accessToken: await services.tokens.sign(userId, minted.familyId),
    refreshToken: minted.token,
    familyId: minted.familyId,
    sso,
  };
}

/** Puts the session's refresh credential on the answer. */
export function attachSession(services: { config: Config }, reply: FastifyReply, session: Session): void {
  setRefreshCookie(reply, session.refreshToken, services.config);
}

/** The answer of every login (SPEC §7): success, the access token and the SSO link. */
export function loginBody(session: Session) {
  return { success: true as const, token: session.accessToken, sso: session.sso };
}
