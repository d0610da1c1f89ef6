import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { unauthenticated } from '../http/refusals';
import { recentMap } from '../cache/recent-map';

/** What a valid access token says: the user, the refresh family (session) and the expiry in epoch seconds. */
export type AccessClaims = { userId: number; sid: string; exp: number };

/** Signs and checks access tokens. */
export type AccessTokens = {
  sign(userId: number, sid: string): Promise<string>;
  /** Synchronous: an HMAC of a short string costs microseconds, less than a trip to the thread pool. */
  verify(token: string): AccessClaims;
  ttl: number;
};

const ISSUER = 'casino';
const AUDIENCE = 'casino-api';
const TYP = 'at+jwt';
/** Checked tokens kept per process, the oldest dropped first: about 4 MB at most. */
const KEPT_TOKENS = 10_000;

/** HS256 access tokens (RFC 9068 `typ`), with a fixed algorithm allowlist and the app's clock. */
export function createAccessTokens(options: {
  secret: Uint8Array;
  ttl: number;
  now: () => Date;
}): AccessTokens {
  const { secret, ttl, now } = options;
  // signing is rare (login, refresh) and stays with jose; imported once, as jose would import raw bytes per call
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const hmacKey = Buffer.from(secret);
  // a player's token comes with each of their requests for its lifetime: what its signature vouches for is kept, so a
  // request costs a lookup instead of an HMAC and two JSON parses; the clock is checked every time
  const signed = recentMap<string, SignedClaims>(KEPT_TOKENS);
  return {
    ttl,
    async sign(userId, sid) {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256', typ: TYP })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttl)
        .sign(await key);
    },
    verify(token) {
      let known = signed.get(token);
      if (!known) {
        known = checkHs256(token, hmacKey) ?? undefined;
        if (!known) throw unauthenticated();
        signed.set(token, known);
      }
      const verified = checkTime(known, now());
      if (verified === 'expired') {
        signed.delete(token);
        throw unauthenticated('token_expired');
      }
      if (!verified) throw unauthenticated();
      return verified;
    },
  };
}

const decodeJson = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The checks `jose.jwtVerify` made with our options, done synchronously: compact JWS with exactly the HS256
 * algorithm and the `at+jwt` type, no `crit` extensions, a valid signature, our issuer and audience, a subject that
 * is a positive user id, a session id, and an expiry after `at` (and `nbf`, when present, not after it). Answers the
 * claims, `'expired'`, or null for anything else.
 */
export function verifyHs256(token: string, key: Buffer, at: Date): AccessClaims | 'expired' | null {
  const signed = checkHs256(token, key);
  return signed && checkTime(signed, at);
}

/** What a token's signature and fixed claims vouch for; only the clock can change the answer for it. */
type SignedClaims = { claims: AccessClaims; nbf: number | undefined };

/** `verifyHs256` but for the clock: the signature and every claim that does not depend on the time. */
function checkHs256(token: string, key: Buffer): SignedClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return null;
  if (typeof header.typ !== 'string' || header.typ.toLowerCase().replace(/^application\//, '') !== TYP)
    return null;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const payload = decodeJson(payloadPart);
  if (!payload || payload.iss !== ISSUER) return null;
  const audience = payload.aud;
  if (!(audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE)))) return null;
  const { exp, nbf, sub, sid } = payload;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || typeof sub !== 'string' || typeof sid !== 'string')
    return null;
  if (nbf !== undefined && typeof nbf !== 'number') return null;
  const userId = Number(sub);
  if (!Number.isSafeInteger(userId) || userId <= 0 || String(userId) !== sub) return null;
  // one object answers every request that brings this token: nobody may change it
  return { claims: Object.freeze({ userId, sid, exp }), nbf };
}

function checkTime({ claims, nbf }: SignedClaims, at: Date): AccessClaims | 'expired' | null {
  const nowSeconds = Math.floor(at.getTime() / 1000);
  if (nbf !== undefined && nbf > nowSeconds) return null;
  if (claims.exp <= nowSeconds) return 'expired';
  return claims;
}
