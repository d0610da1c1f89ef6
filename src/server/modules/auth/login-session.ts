import type { Db } from '../../db/client';
import { startSession, type Session } from '../../sessions/session';
import { establishLinkFor } from '../sso';
import type { AuthContext } from './context';

/**
 * Starts the session of a login or registration through `siteHost` (the site or mirror it came through): with SSO
 * configured and a known host, the answer carries the link that lets the central domain join it.
 */
export async function startLoginSession(
  ctx: AuthContext,
  tx: Db,
  userId: number,
  siteHost: string | null,
): Promise<Session> {
  const sso = siteHost ? await establishLinkFor(tx, ctx.config, siteHost) : null;
  return startSession(ctx, tx, userId, sso);
}
