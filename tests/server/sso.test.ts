import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoRedirectUrl } from '../../machines/shared/sso';
import { loadConfig } from '../../src/server/config';
import { mirrors, refreshTokens, ssoCodes, ssoSessions } from '../../src/server/db/schema';
import { ssoAuthorizeLink } from '../../src/server/modules/sso/sso-links';
import { sha256 } from '../../src/server/security/digest';
import { call, freshEmail, PASSWORD, refreshCookieOf, ROOMY_LIMITS, testClock } from './accounts';
import { startTestServer, TEST_ENV, type TestServer } from './harness';

const A = 'mirror-a.test';
const B = 'mirror-b.test';
const SSO = 'sso.test';
const XRW = { 'x-requested-with': 'XMLHttpRequest' };

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { SSO_URL: `http://${SSO}`, SITE_HOSTS: 'casino.test', MIRROR_HOSTS: `${A},${B}` },
    clock.now,
    { limits: ROOMY_LIMITS },
  );
}, 60_000);
afterAll(() => server.close());

type Req = { token?: string; cookie?: string };
/** A JSON request to the API host of a mirror. */
const onApi = (mirror: string, url: string, body?: unknown, req: Req & { method?: 'GET' | 'PUT' } = {}) =>
  call(server, url, body, { ...req, headers: { host: `api.${mirror}`, ...XRW } });
const profile = (mirror: string, token: string) =>
  onApi(mirror, '/profile/user', undefined, { method: 'GET', token });
const refresh = (mirror: string, cookie: string) =>
  onApi(mirror, '/auth/refresh-token', undefined, { cookie });
const logout = (mirror: string, token: string) =>
  onApi(mirror, '/auth/logout', undefined, { method: 'PUT', token });
const exchange = (mirror: string, code: unknown) => onApi(mirror, '/api/v2/auth/sso/exchange', { code });

/** A GET on the central domain, as a browser navigating there with its cookie. */
function central(url: string, cookie?: string, host = SSO) {
  const target = new URL(url, `http://${host}`);
  return server.app.inject({
    method: 'GET',
    url: `${target.pathname}${target.search}`,
    headers: { host, ...(cookie ? { cookie: `sso_session=${cookie}` } : {}) },
  });
}
const ssoCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'sso_session');
const page = (mirror: string, path = '/games?x=1') => `http://${mirror}${path}`;
const authorizeUrl = (returnTo: string) => ssoRedirectUrl(ssoAuthorizeLink(server.config)!, returnTo);
/** The code a redirect back to a mirror carries, or null. */
const codeIn = (res: LightMyRequestResponse) =>
  new URL(res.headers.location as string).searchParams.get('sso_code');

/** Registers a player, then logs in on a mirror; answers the login (token, refresh cookie, sso link). */
async function loginOn(mirror: string, email = freshEmail('sso')) {
  const registered = await onApi(A, '/api/v2/auth/register/email', { email, password: PASSWORD });
  expect(registered.statusCode).toBe(200);
  const res = await onApi(mirror, '/api/v2/auth/login/email/password', { email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { success: true; token: string; sso: string };
  return { email, token: body.token, refresh: refreshCookieOf(res)!, sso: body.sso };
}

/** Logs in on mirror A and follows the sso link as the browser does; answers the central cookie too. */
async function signedInOnA() {
  const login = await loginOn(A);
  const res = await central(ssoRedirectUrl(login.sso, page(A)));
  expect(res.statusCode).toBe(302);
  return { ...login, central: ssoCookieOf(res)!.value };
}

/** Mirror B asks the central domain for a code for a player signed in on A. */
async function codeForB(centralCookie: string): Promise<string> {
  const res = await central(authorizeUrl(page(B)), centralCookie);
  expect(res.statusCode).toBe(302);
  const code = codeIn(res);
  expect(code).toBeTruthy();
  return code!;
}

describe('login answers', () => {
  it('carry an establish link on the SSO host bound to the mirror the login came through', async () => {
    const login = await loginOn(A);
    const link = new URL(login.sso);
    expect(`${link.origin}${link.pathname}`).toBe(`http://${SSO}/sso/establish`);
    const code = link.searchParams.get('code')!;
    expect(code.length).toBeGreaterThanOrEqual(43);
    const [row] = await server.database.db
      .select()
      .from(ssoCodes)
      .where(eq(ssoCodes.codeHash, sha256(code)));
    expect(row).toMatchObject({ purpose: 'establish', mirrorHost: A, usedAt: null });
  });

  it('carry an sso link after registration too', async () => {
    const res = await onApi(B, '/api/v2/auth/register/email', {
      email: freshEmail('sso'),
      password: PASSWORD,
    });
    expect(res.json().sso).toMatch(/^http:\/\/sso\.test\/sso\/establish\?code=/);
  });

  it('carry no sso link on a host that is neither site nor mirror', async () => {
    const email = freshEmail('sso');
    await onApi(A, '/api/v2/auth/register/email', { email, password: PASSWORD });
    const res = await onApi('elsewhere.test', '/api/v2/auth/login/email/password', {
      email,
      password: PASSWORD,
    });
    expect(res.json()).toMatchObject({ success: true, sso: null });
  });
});

describe('GET /sso/establish', () => {
  it('opens the central session in an HttpOnly Lax cookie and returns to the mirror', async () => {
    const login = await loginOn(A);
    const res = await central(ssoRedirectUrl(login.sso, page(A)));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(page(A));
    const cookie = ssoCookieOf(res)!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/sso',
      maxAge: server.config.refreshTokenTtl,
    });
    expect(cookie.secure).toBeFalsy();
    const [row] = await server.database.db
      .select()
      .from(ssoSessions)
      .where(eq(ssoSessions.tokenHash, sha256(cookie.value)));
    expect(row?.revokedAt).toBeNull();
  });

  it('treats a used link like authorize: back to the mirror, with a code when the cookie is live', async () => {
    const login = await loginOn(A);
    const first = await central(ssoRedirectUrl(login.sso, page(A)));
    const cookie = ssoCookieOf(first)!.value;
    const again = await central(ssoRedirectUrl(login.sso, page(A)), cookie);
    expect(again.statusCode).toBe(302);
    expect(codeIn(again)).toBeTruthy();
    expect(ssoCookieOf(again)).toBeUndefined();
    const stale = await central(ssoRedirectUrl(login.sso, page(A)));
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(page(A));
    expect(ssoCookieOf(stale)).toBeUndefined();
  });

  it('treats a link without a code like authorize', async () => {
    const { central: cookie } = await signedInOnA();
    const res = await central(`/sso/establish?url=${encodeURIComponent(page(B))}`, cookie);
    expect(res.statusCode).toBe(302);
    expect(codeIn(res)).toBeTruthy();
  });

  it('does not open a session from a code bound to another mirror', async () => {
    const login = await loginOn(A);
    const res = await central(ssoRedirectUrl(login.sso, page(B)));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(page(B));
    expect(ssoCookieOf(res)).toBeUndefined();
  });

  it('does not open a session for a mirror session that has already logged out', async () => {
    const login = await loginOn(A);
    expect((await logout(A, login.token)).statusCode).toBe(200);
    const res = await central(ssoRedirectUrl(login.sso, page(A)));
    expect(res.headers.location).toBe(page(A));
    expect(ssoCookieOf(res)).toBeUndefined();
  });

  it('joins the live central session of the same player instead of opening another', async () => {
    const onA = await signedInOnA();
    const onB = await onApi(B, '/api/v2/auth/login/email/password', { email: onA.email, password: PASSWORD });
    const res = await central(ssoRedirectUrl(onB.json().sso, page(B)), onA.central);
    expect(res.headers.location).toBe(page(B));
    expect(ssoCookieOf(res)).toBeUndefined();
    // one central session: logging out on A now ends the password login on B too
    expect((await logout(A, onA.token)).statusCode).toBe(200);
    expect((await profile(B, onB.json().token)).statusCode).toBe(401);
  });
});

describe('GET /sso/establish from a stranger (login CSRF)', () => {
  it('never replaces the live central session of another player: the browser stays who it was', async () => {
    const victim = await signedInOnA();
    const attacker = await loginOn(A);
    const res = await central(ssoRedirectUrl(attacker.sso, page(B)), victim.central);
    expect(res.statusCode).toBe(302);
    expect(ssoCookieOf(res)).toBeUndefined();
    // treated like authorize: B gets a code for the victim's own central session
    const signedIn = await exchange(B, codeIn(res));
    expect(signedIn.statusCode).toBe(200);
    const me = await profile(B, signedIn.json().token);
    expect(me.json().user.email).toBe(victim.email);
  });
});

describe('GET /sso/authorize', () => {
  it('sends a browser with a live central session back with a one-time code bound to that mirror', async () => {
    const { central: cookie } = await signedInOnA();
    const res = await central(authorizeUrl(page(B)), cookie);
    expect(res.statusCode).toBe(302);
    const back = new URL(res.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(`http://${B}/games`);
    expect(back.searchParams.get('x')).toBe('1');
    const code = back.searchParams.get('sso_code')!;
    const [row] = await server.database.db
      .select()
      .from(ssoCodes)
      .where(eq(ssoCodes.codeHash, sha256(code)));
    expect(row).toMatchObject({ purpose: 'authorize', mirrorHost: B, usedAt: null });
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(60_000);
  });

  it('never sends a code to a retired mirror, even one still in MIRROR_HOSTS', async () => {
    const { central: cookie } = await signedInOnA();
    await server.database.db
      .update(mirrors)
      .set({ status: 'retired', newLink: `http://${A}`, retiredAt: clock.now() })
      .where(eq(mirrors.host, B));
    try {
      const res = await central(authorizeUrl(page(B)), cookie);
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    } finally {
      await server.database.db
        .update(mirrors)
        .set({ status: 'active', newLink: null, retiredAt: null })
        .where(eq(mirrors.host, B));
    }
  });

  it('sends a browser without a central session back unchanged', async () => {
    const res = await central(authorizeUrl(page(B)));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(page(B));
    expect(ssoCookieOf(res)).toBeUndefined();
    const unknown = await central(authorizeUrl(page(B)), 'not-a-session');
    expect(unknown.headers.location).toBe(page(B));
    expect(ssoCookieOf(unknown)?.value).toBe('');
  });

  it('answers on the SSO host with a port, as behind SSO_URL=http://sso.test:8080', async () => {
    const res = await central(authorizeUrl(page(B)), undefined, `${SSO}:8080`);
    expect(res.statusCode).toBe(302);
  });

  it.each([
    ['a foreign host', 'https://evil.test/'],
    ['a look-alike host', `http://${A}.evil.test/`],
    ['another scheme', `ftp://${A}/`],
    ['a script address', `javascript:alert(1)//${A}`],
    ['credentials in the address', `http://user:pw@${A}/`],
    ['the SSO host itself', `http://${SSO}/sso/authorize`],
    ['no address', ''],
  ])('refuses %s with 400 and a short page, never redirecting', async (_name, url) => {
    const res = await central(`/sso/authorize?url=${encodeURIComponent(url)}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.location).toBeUndefined();
    const establish = await central(`/sso/establish?code=x&url=${encodeURIComponent(url)}`);
    expect(establish.statusCode).toBe(400);
  });

  it('accepts the www. form of a mirror and binds the code to the mirror', async () => {
    const { central: cookie } = await signedInOnA();
    const res = await central(authorizeUrl(page(`www.${B}`)), cookie);
    const code = codeIn(res)!;
    expect((await exchange(B, code)).statusCode).toBe(200);
  });
});

describe('POST /api/v2/auth/sso/exchange', () => {
  it('signs the player in on mirror B with a refresh cookie and an access token', async () => {
    const { email, central: cookie } = await signedInOnA();
    const res = await exchange(B, await codeForB(cookie));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, token: expect.any(String), sso: null });
    expect(refreshCookieOf(res)).toBeTruthy();
    const me = await profile(B, res.json().token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
    expect((await refresh(B, refreshCookieOf(res)!)).statusCode).toBe(200);
  });

  it('refuses a replayed code with 422 sso_code_invalid', async () => {
    const { central: cookie } = await signedInOnA();
    const code = await codeForB(cookie);
    expect((await exchange(B, code)).statusCode).toBe(200);
    const replay = await exchange(B, code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({
      code: 'sso_code_invalid',
      errors: { code: [expect.stringMatching(/^sso_code_invalid: /)] },
    });
  });

  it('refuses a code used on another mirror and writes nothing, so B can still use it', async () => {
    const { central: cookie } = await signedInOnA();
    const code = await codeForB(cookie);
    const families = await refreshRowCount();
    const onA = await exchange(A, code);
    expect(onA.statusCode).toBe(422);
    expect(onA.json().code).toBe('sso_code_invalid');
    expect(refreshCookieOf(onA)).toBeUndefined();
    expect(await refreshRowCount()).toBe(families);
    expect((await exchange(B, code)).statusCode).toBe(200);
  });

  it('accepts a code 59 s old and refuses one older than 60 s', async () => {
    const { central: cookie } = await signedInOnA();
    const fresh = await codeForB(cookie);
    const stale = await codeForB(cookie);
    clock.advance(59_000);
    expect((await exchange(B, fresh)).statusCode).toBe(200);
    clock.advance(2_000);
    const late = await exchange(B, stale);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('sso_code_invalid');
  });

  it('refuses an establish code and an unknown code', async () => {
    const login = await loginOn(B);
    const establishCode = new URL(login.sso).searchParams.get('code')!;
    expect((await exchange(B, establishCode)).statusCode).toBe(422);
    expect((await exchange(B, 'A'.repeat(43))).json().code).toBe('sso_code_invalid');
    expect((await exchange(B, 42)).json().code).toBe('validation_failed');
  });

  it('gives one session when the same code is presented twice at once', async () => {
    const { central: cookie } = await signedInOnA();
    const code = await codeForB(cookie);
    const answers = await Promise.all([exchange(B, code), exchange(B, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('logout', () => {
  it('on mirror B ends the central session and the session on mirror A', async () => {
    const onA = await signedInOnA();
    const signedInB = await exchange(B, await codeForB(onA.central));
    expect((await profile(A, onA.token)).statusCode).toBe(200);

    expect((await logout(B, signedInB.json().token)).statusCode).toBe(200);

    const aNext = await profile(A, onA.token);
    expect(aNext.statusCode).toBe(401);
    const aRefresh = await refresh(A, onA.refresh);
    expect(aRefresh.statusCode).toBe(401);
    expect(aRefresh.json().code).toBe('refresh_failed');
    const back = await central(authorizeUrl(page(B)), onA.central);
    expect(back.headers.location).toBe(page(B));
  });

  it('refuses a code issued before the central session ended', async () => {
    const onA = await signedInOnA();
    const code = await codeForB(onA.central);
    expect((await logout(A, onA.token)).statusCode).toBe(200);
    expect((await exchange(B, code)).json().code).toBe('sso_code_invalid');
  });

  it('refuses a code whose central session expired before the exchange', async () => {
    const onA = await signedInOnA();
    clock.advance(server.config.refreshTokenTtl * 1000 - 30_000);
    const code = await codeForB(onA.central);
    clock.advance(31_000);
    expect((await exchange(B, code)).json().code).toBe('sso_code_invalid');
  });

  it('on a mirror without a central session leaves other players alone', async () => {
    const other = await signedInOnA();
    const plain = await onApi('elsewhere.test', '/api/v2/auth/login/email/password', {
      email: (await loginOn(A)).email,
      password: PASSWORD,
    });
    expect((await logout('elsewhere.test', plain.json().token)).statusCode).toBe(200);
    expect((await profile(A, other.token)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('ends the central sessions of other devices and keeps the one of this device', async () => {
    const device1 = await signedInOnA();
    const login2 = await onApi(A, '/api/v2/auth/login/email/password', {
      email: device1.email,
      password: PASSWORD,
    });
    const device2 = await central(ssoRedirectUrl(login2.json().sso, page(A)));
    const cookie2 = ssoCookieOf(device2)!.value;

    const changed = await onApi(
      A,
      '/password/update',
      { old_password: PASSWORD, password: 'Changed123', password_confirm: 'Changed123' },
      { token: login2.json().token },
    );
    expect(changed.statusCode).toBe(200);

    expect(codeIn(await central(authorizeUrl(page(B)), device1.central))).toBeNull();
    expect(codeIn(await central(authorizeUrl(page(B)), cookie2))).toBeTruthy();
  });
});

describe('hosts', () => {
  it('serves no SPA on the SSO host and no central routes elsewhere', async () => {
    expect((await central('/')).statusCode).toBe(404);
    expect((await central('/games')).statusCode).toBe(404);
    const onApiHost = await server.app.inject({
      url: authorizeUrl(page(B)).replace(`http://${SSO}`, ''),
      headers: { host: `api.${A}` },
    });
    expect(onApiHost.statusCode).toBe(404);
    const onSite = await server.app.inject({ url: '/', headers: { host: A } });
    expect(onSite.statusCode).toBe(200);
    expect(onSite.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['a site host', { SSO_URL: 'http://casino.test', SITE_HOSTS: 'casino.test' }],
    ['a mirror host', { SSO_URL: `http://www.${A}`, MIRROR_HOSTS: A }],
    ['an API host', { SSO_URL: 'http://api.sso.test' }],
    ['another scheme', { SSO_URL: 'ftp://sso.test' }],
  ])('refuses to start with SSO_URL on %s', (_name, env) => {
    expect(() => loadConfig({ ...TEST_ENV, ...env })).toThrow(/SSO_URL/);
  });

  it('builds the authorize link GET /mirror hands out', () => {
    expect(ssoAuthorizeLink(server.config)).toBe(`http://${SSO}/sso/authorize`);
    expect(ssoAuthorizeLink({ ssoUrl: undefined })).toBeNull();
  });
});

async function refreshRowCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(refreshTokens);
  return row!.n;
}
