import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the reference needs from an access token: the player and the session. */
export type ReferenceClaims = { userId: number; sid: string };

type Header = { alg?: unknown; typ?: unknown };
type Payload = { iss?: unknown; aud?: unknown; sub?: unknown; sid?: unknown; exp?: unknown };

const decode = <T>(part: string): T | null => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
};

/**
 * Checks an access token as the product signs it (src/server/sessions/access-tokens.ts: HS256, typ at+jwt, issuer
 * casino, audience casino-api, sub and sid), synchronously with node:crypto; null when it is not valid.
 */
export function verifyAccessToken(token: string, key: Buffer, nowSeconds: number): ReferenceClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decode<Header>(headerPart);
  // the algorithm allowlist comes before the signature: the token must not choose how it is checked
  if (header?.alg !== 'HS256' || header.typ !== 'at+jwt') return null;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const payload = decode<Payload>(payloadPart);
  if (!payload || payload.iss !== 'casino') return null;
  const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audience.includes('casino-api')) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') return null;
  return { userId, sid: payload.sid };
}

/** The session id of a token, read without checking it: the bench copies the product's sessions this way. */
export const sessionOf = (token: string): string => {
  const payload = decode<Payload>(token.split('.')[1] ?? '');
  if (typeof payload?.sid !== 'string') throw new Error('an access token without a sid');
  return payload.sid;
};
