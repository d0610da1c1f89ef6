import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  freshEmail,
  PASSWORD,
  refreshCookieOf,
  registerByEmail,
  ROOMY_LIMITS,
  testClock,
} from './accounts';
import { SITE, startTestServer, TEST_ENV, type TestServer } from './harness';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, clock.now, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(() => server.close());

const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const refresh = (cookie?: string) =>
  call(server, '/auth/refresh-token', undefined, { ...(cookie ? { cookie } : {}), headers: XRW });
const profile = (token: string) => call(server, '/profile/user', undefined, { method: 'GET', token });
const secret = new TextEncoder().encode(TEST_ENV.JWT_SECRET);
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** Claims like the server's own, signed as the test says. */
function craft(options: { key?: Uint8Array; aud?: string; typ?: string; exp?: number } = {}) {
  const iat = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ sid: 'family' })
    .setProtectedHeader({ alg: 'HS256', typ: options.typ ?? 'at+jwt' })
    .setIssuer('casino')
    .setAudience(options.aud ?? 'casino-api')
    .setSubject('1')
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + 600)
    .sign(options.key ?? secret);
}

describe('access tokens', () => {
  it('accepts a token the server issued', async () => {
    const { token } = await registerByEmail(server);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('answers 401 unauthenticated without a bearer token', async () => {
    const res = await call(server, '/profile/user', undefined, { method: 'GET' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    const basic = await call(server, '/profile/user', undefined, {
      method: 'GET',
      headers: { authorization: 'Basic eDp5' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('rejects an alg:none token', async () => {
    const iat = Math.floor(clock.now().getTime() / 1000);
    const token = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ sub: '1', sid: 'f', iss: 'casino', aud: 'casino-api', iat, exp: iat + 600 })}.`;
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('rejects a token signed with another key', async () => {
    const res = await profile(
      await craft({ key: new TextEncoder().encode('another-secret-another-secret-0123456789') }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('rejects a token for another audience or of another type', async () => {
    expect(await craft()).toBeTruthy();
    expect((await profile(await craft({ aud: 'casino-admin' }))).statusCode).toBe(401);
    expect((await profile(await craft({ typ: 'JWT' }))).statusCode).toBe(401);
  });

  it('answers token_expired for an expired token', async () => {
    const { token } = await registerByEmail(server);
    clock.advance((server.config.accessTokenTtl + 1) * 1000);
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
  });

  it('adds a fresh_token to /profile/user once less than half the TTL is left', async () => {
    const { token } = await registerByEmail(server);
    expect((await profile(token)).json().fresh_token).toBeUndefined();
    clock.advance((server.config.accessTokenTtl / 2 + 5) * 1000);
    const fresh = (await profile(token)).json().fresh_token as string;
    expect(fresh).toEqual(expect.any(String));
    clock.advance((server.config.accessTokenTtl / 2) * 1000);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(200);
  });
});

describe('refresh credential', () => {
  it('sets a Secure, SameSite=None, Partitioned refresh cookie in a secure context', async () => {
    const res = await call(
      server,
      '/api/v2/auth/register/email',
      { email: freshEmail(), password: PASSWORD },
      { headers: { host: 'api.localhost:8080' } },
    );
    const cookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(cookie).toMatchObject({
      path: '/auth/refresh-token',
      httpOnly: true,
      secure: true,
      sameSite: 'None',
      maxAge: 2_592_000,
    });
    expect(String(res.headers['set-cookie'])).toContain('Partitioned');
  });

  it('falls back to an HttpOnly SameSite=Lax refresh cookie over plain http', async () => {
    const { res } = await registerByEmail(server);
    const cookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(cookie).toMatchObject({ path: '/auth/refresh-token', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeFalsy();
  });

  it('rotates on use: answers a working access token and a new credential', async () => {
    const { cookie } = await registerByEmail(server);
    const res = await refresh(cookie);
    expect(res.statusCode).toBe(200);
    const next = refreshCookieOf(res);
    expect(next).toBeDefined();
    expect(next).not.toBe(cookie);
    expect((await profile(res.json().access_token)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('refuses a refresh without X-Requested-With with 403', async () => {
    const { cookie } = await registerByEmail(server);
    const res = await call(server, '/auth/refresh-token', undefined, { cookie });
    expect(res.statusCode).toBe(403);
    expect((await refresh(cookie)).statusCode).toBe(200);
  });

  it('gives a concurrent tab a sibling credential within 10 s', async () => {
    const { cookie } = await registerByEmail(server);
    const first = await refresh(cookie);
    clock.advance(5_000);
    const second = await refresh(cookie);
    expect(second.statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(first))).statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(second))).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent credential is replayed after the grace window', async () => {
    const { cookie } = await registerByEmail(server);
    const next = refreshCookieOf(await refresh(cookie));
    clock.advance(11_000);
    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('refresh_failed');
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('refuses a missing or unknown credential with 401', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('A'.repeat(43))).json().code).toBe('refresh_failed');
  });

  it('is not served on the site host', async () => {
    const { cookie } = await registerByEmail(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      headers: { ...SITE, ...XRW, cookie: `refresh_token=${cookie}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('access_token');
  });
});

describe('logout', () => {
  it('revokes the session family, clears the cookie and ends the access token at once', async () => {
    const { token, cookie } = await registerByEmail(server);
    const res = await call(server, '/auth/logout', undefined, { method: 'PUT', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await call(server, '/profile/user', undefined, { method: 'GET', token })).statusCode).toBe(401);
    expect((await call(server, '/auth/logout', undefined, { method: 'PUT', token })).statusCode).toBe(401);
  });

  it('needs an access token', async () => {
    expect((await call(server, '/auth/logout', undefined, { method: 'PUT' })).statusCode).toBe(401);
  });

  it('expired refresh credentials are refused', async () => {
    const { cookie } = await registerByEmail(server);
    clock.advance((server.config.refreshTokenTtl + 1) * 1000);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});
