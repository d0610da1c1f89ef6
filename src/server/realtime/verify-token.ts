import type { z } from 'zod';
import type { welcomeMessage } from '../../contract/realtime';

/** What the hub needs of a valid access token: the player, the session (refresh family), the expiry in epoch s. */
export type RealtimeClaims = { userId: number; sid: string; exp: number };

/** Why a token was refused, as `welcome.error` says it. */
export type TokenRefusal = NonNullable<z.infer<typeof welcomeMessage>['error']>;

/**
 * Checks an access token for the hub: answers its claims, or rejects. A rejection whose `code` is
 * `token_expired` or `session_ended` (the app's `HttpError`, a `TokenRefusedError`) is told to the client as such;
 * any other rejection as `token_invalid`.
 */
export type VerifyToken = (token: string) => Promise<RealtimeClaims>;

/** A refusal with the code the client is told. */
export class TokenRefusedError extends Error {
  constructor(readonly code: TokenRefusal) {
    super(`access token refused: ${code}`);
  }
}

/** The `welcome.error` for a rejection of `VerifyToken`. */
export function refusalOf(error: unknown): TokenRefusal {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'token_expired' || code === 'session_ended' ? code : 'token_invalid';
}

/**
 * The app's token check for the hub: the signature and expiry (`verify`, e.g. `AccessTokens.verify`), then whether
 * the session is still live (the check `authenticate` makes), so a logged-out session cannot open a socket.
 */
export function verifyLiveSession(
  verify: (token: string) => RealtimeClaims | Promise<RealtimeClaims>,
  isSessionLive: (sid: string) => Promise<boolean>,
): VerifyToken {
  return async (token) => {
    const claims = await verify(token);
    if (!(await isSessionLive(claims.sid))) throw new TokenRefusedError('session_ended');
    return claims;
  };
}
