import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { unauthenticated } from '../http/refusals';
import type { AccessClaims, AccessTokens } from './access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook. */
    auth: AccessClaims | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/;

/**
 * A route hook (preValidation) that accepts only a valid bearer access token of a live session; claims go to
 * `request.auth`. The session check makes logout and family revocation end access at once rather than at expiry.
 */
export function createAuthenticate(tokens: AccessTokens, isSessionLive: (sid: string) => Promise<boolean>) {
  return async function authenticate(request: FastifyRequest) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthenticated();
    const claims = tokens.verify(token);
    if (!(await isSessionLive(claims.sid))) throw unauthenticated();
    request.auth = claims;
  };
}

/**
 * A route hook (preValidation) that checks the bearer access token alone, synchronously: for the routes whose one
 * statement checks the session itself (a bet, `ledger_place_bet`), so the hot path spends no round trip on it.
 * Every other route takes `authenticate`.
 */
export function createBearerCheck(tokens: AccessTokens): preValidationHookHandler {
  // a callback hook: an async one would cost the hot path a promise and its turns of the microtask queue
  return function bearerCheck(request, _reply, done) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return done(unauthenticated());
    try {
      request.auth = tokens.verify(token);
    } catch (refusal) {
      return done(refusal as Error);
    }
    done();
  };
}

/** The claims of an authenticated request; 401 when the route forgot the hook. */
export function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
