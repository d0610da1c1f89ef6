import { createHmac } from 'node:crypto';
import { SignJWT, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/server/sessions/access-tokens';

const secret = new TextEncoder().encode('a-secret-of-at-least-thirty-two-bytes!!');
const at = new Date('2026-11-26T12:00:00Z');
const nowSeconds = at.getTime() / 1000;
const tokens = createAccessTokens({ secret, ttl: 900, now: () => at });

/** A token as an attacker (or a sloppy signer) might make it: our claims unless overridden. */
function forge(
  header: Partial<JWTHeaderParameters> = {},
  claims: JWTPayload = {},
  key: Uint8Array = secret,
): Promise<string> {
  return new SignJWT({
    iss: 'casino',
    aud: 'casino-api',
    sub: '42',
    sid: 'family-1',
    iat: nowSeconds,
    exp: nowSeconds + 900,
    ...claims,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...header } as JWTHeaderParameters)
    .sign(key);
}

/** Signed by hand, for what jose refuses to sign. */
function handSigned(header: object, payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const codeOf = (token: string) => {
  try {
    tokens.verify(token);
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('access tokens: the synchronous check', () => {
  it('accepts what sign made, and a hand-made token with the same claims', async () => {
    expect(tokens.verify(await tokens.sign(42, 'family-1'))).toEqual({
      userId: 42,
      sid: 'family-1',
      exp: nowSeconds + 900,
    });
    expect(tokens.verify(await forge())).toMatchObject({ userId: 42, sid: 'family-1' });
    expect(tokens.verify(await forge({ typ: 'application/at+jwt' }))).toMatchObject({ userId: 42 });
  });

  it('says token_expired at the expiry second, and refuses a token not valid yet', async () => {
    expect(codeOf(await forge({}, { exp: nowSeconds }))).toBe('token_expired');
    expect(codeOf(await forge({}, { exp: nowSeconds + 1 }))).toBe('accepted');
    expect(codeOf(await forge({}, { nbf: nowSeconds + 60 }))).toBe('unauthenticated');
  });

  it('refuses another key, another algorithm, another type and critical extensions', async () => {
    const other = new TextEncoder().encode('another-secret-of-at-least-thirty-two-b');
    expect(codeOf(await forge({}, {}, other))).toBe('unauthenticated');
    expect(codeOf(await forge({ alg: 'HS512' }))).toBe('unauthenticated');
    expect(codeOf(await forge({ typ: 'JWT' }))).toBe('unauthenticated');
    const claims = { iss: 'casino', aud: 'casino-api', sub: '42', sid: 'family-1', exp: nowSeconds + 900 };
    expect(codeOf(handSigned({ alg: 'HS256', typ: 'at+jwt' }, claims))).toBe('accepted');
    expect(codeOf(handSigned({ alg: 'HS256', typ: 'at+jwt', crit: ['x'], x: 1 }, claims))).toBe(
      'unauthenticated',
    );
    expect(codeOf(handSigned({ alg: 'HS256', typ: 'at+jwt', b64: false, crit: ['b64'] }, claims))).toBe(
      'unauthenticated',
    );
    const [, payload] = (await forge()).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect(codeOf(`${none}.${payload}.`)).toBe('unauthenticated');
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [header, , signature] = (await forge()).split('.');
    const payload = Buffer.from(
      JSON.stringify({ iss: 'casino', aud: 'casino-api', sub: '1', sid: 'family-1', exp: nowSeconds + 900 }),
    ).toString('base64url');
    expect(codeOf(`${header}.${payload}.${signature}`)).toBe('unauthenticated');
  });

  it('refuses another issuer or audience, and a subject or session that is not ours', async () => {
    expect(codeOf(await forge({}, { iss: 'elsewhere' }))).toBe('unauthenticated');
    expect(codeOf(await forge({}, { aud: 'other-api' }))).toBe('unauthenticated');
    expect(codeOf(await forge({}, { aud: ['other-api', 'casino-api'] }))).toBe('accepted');
    for (const sub of ['0', '-1', '1.5', '042', 'admin', '9007199254740993'])
      expect(codeOf(await forge({}, { sub })), sub).toBe('unauthenticated');
    expect(codeOf(await forge({}, { sid: undefined }))).toBe('unauthenticated');
    expect(codeOf(await forge({}, { exp: undefined }))).toBe('unauthenticated');
  });

  it('refuses malformed tokens without throwing anything but a 401', () => {
    for (const token of ['', 'a.b', 'a.b.c.d', '!!.??.**', 'e30.e30.', `${'a'.repeat(10)}..x`])
      expect(codeOf(token), token).toBe('unauthenticated');
  });
});

describe('access tokens: a token checked before', () => {
  it('is checked against the clock on every use', async () => {
    let clock = at;
    const timed = createAccessTokens({ secret, ttl: 900, now: () => clock });
    const codeAt = (token: string, when: number) => {
      clock = new Date(when * 1000);
      try {
        timed.verify(token);
        return 'accepted';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    const token = await forge({}, { exp: nowSeconds + 60 });
    expect(codeAt(token, nowSeconds)).toBe('accepted');
    expect(codeAt(token, nowSeconds + 60)).toBe('token_expired');
    const later = await forge({}, { nbf: nowSeconds + 30, exp: nowSeconds + 90 });
    expect(codeAt(later, nowSeconds)).toBe('unauthenticated');
    expect(codeAt(later, nowSeconds + 30)).toBe('accepted');
    // a clock set back (a corrected drift) makes it not valid yet again
    expect(codeAt(later, nowSeconds + 29)).toBe('unauthenticated');
  });

  it('vouches for no other string: a changed signature or payload is checked again and refused', async () => {
    const token = await forge();
    expect(codeOf(token)).toBe('accepted');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(codeOf(`${header}.${payload}.${flipped}`)).toBe('unauthenticated');
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '43' }),
    );
    expect(codeOf(`${header}.${other.toString('base64url')}.${signature}`)).toBe('unauthenticated');
    expect(codeOf(token)).toBe('accepted');
  });

  it('keeps a bounded number of tokens and still checks the ones it let go', () => {
    const many = createAccessTokens({ secret, ttl: 900, now: () => at });
    const header = { alg: 'HS256', typ: 'at+jwt' };
    const claims = (sub: number) => ({
      iss: 'casino',
      aud: 'casino-api',
      sub: String(sub),
      sid: 's',
      exp: nowSeconds + 9,
    });
    const first = handSigned(header, claims(1));
    expect(many.verify(first).userId).toBe(1);
    for (let sub = 2; sub <= 10_050; sub++) many.verify(handSigned(header, claims(sub)));
    expect(many.verify(first).userId).toBe(1);
    expect(() => many.verify(`${first.slice(0, -2)}xx`)).toThrow();
  });
});
