import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthenticated } from '../http/refusals';

/** What a valid access token says: the user, the refresh family (session) and the expiry in epoch seconds. */
export type AccessClaims = { userId: number; sid: string; exp: number };

/** Signs and checks access tokens. */
export type AccessTokens = {
  sign(userId: number, sid: string): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
  ttl: number;
};

const ISSUER = 'casino';
const AUDIENCE = 'casino-api';
const TYP = 'at+jwt';

/** HS256 access tokens (RFC 9068 `typ`), with a fixed algorithm allowlist and the app's clock. */
export function createAccessTokens(options: {
  secret: Uint8Array;
  ttl: number;
  now: () => Date;
}): AccessTokens {
  const { secret, ttl, now } = options;
  // imported once: given raw bytes, jose would import the key again on every request
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
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
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TYP,
          currentDate: now(),
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string')
          throw unauthenticated();
        return { userId, sid: payload.sid, exp: payload.exp as number };
      } catch (error) {
        throw unauthenticated(error instanceof errors.JWTExpired ? 'token_expired' : 'unauthenticated');
      }
    },
  };
}
