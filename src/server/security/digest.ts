import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Hex SHA-256 of a token; stored instead of the token itself. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Hex HMAC-SHA256 of a value under a key. */
export function hmac(key: string | Uint8Array, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** `bytes` random bytes as base64url; 32 bytes gives a 256-bit bearer credential. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
