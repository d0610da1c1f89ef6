import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoRedirectUrl } from '../../machines/shared/sso';
import { loadConfig } from '../../src/server/config';
import { mirrors, refreshTokens, ssoCodes, ssoSessions } from '../../src/server/db/schema';
import { parseReturnUrl } from '../../src/server/modules/sso/return-url';
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
const exchange = (mirror: string, code: unknown, state: unknown = STATE) =>
  onApi(mirror, '/api/v2/auth/sso/exchange', { code, state });

/** The state a mirror page keeps for its SSO round trip (the page's own secret). */
const STATE = 'page-state-0123456789abcdef';

/**
 * A browser: cookies per host name (the central domain's `sso_session` and `sso_state`, a mirror API host's
 * `refresh_token`), sent with every navigation to that host and updated from every answer.
 */
type Browser = Map<string, Map<string, string>>;
const newBrowser = (): Browser => new Map();

/** One top-level GET, as the browser makes it: with its cookies for the host, keeping what the answer sets. */
async function navigate(browser: Browser, url: string) {
  const target = new URL(url);
  const jar = browser.get(target.host) ?? new Map<string, string>();
  browser.set(target.host, jar);
  const res = await server.app.inject({
    method: 'GET',
    url: `${target.pathname}${target.search}`,
    headers: {
      host: target.host,
      ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
    },
  });
  for (const c of res.cookies) {
    if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return res;
}

/** Follows redirects through the central domain and API hosts until the browser lands on a page. */
async function follow(browser: Browser, url: string) {
  const hops: LightMyRequestResponse[] = [];
  let next = url;
  for (;;) {
    const res = await navigate(browser, next);
    hops.push(res);
    const location = res.headers.location as string | undefined;
    if (res.statusCode !== 302 || !location) return { hops, last: res, landed: null };
    const host = new URL(location).hostname;
    if (host !== SSO && !host.startsWith('api.')) return { hops, last: res, landed: location };
    next = location;
    expect(hops.length).toBeLessThan(5);
  }
}

const cookieIn = (browser: Browser, host: string, name: string) => browser.get(host)?.get(name);
const centralCookie = (browser: Browser) => cookieIn(browser, SSO, 'sso_session');
const page = (mirror: string, path = '/games?x=1') => `http://${mirror}${path}`;
const authorizeUrl = (returnTo: string, state: string | null = STATE) => {
  const url = new URL(ssoRedirectUrl(ssoAuthorizeLink(server.config)!, returnTo));
  if (state) url.searchParams.set('state', state);
  return url.href;
};
/** The code a page address carries, or null. */
const codeIn = (location: string | null) =>
  location ? new URL(location).searchParams.get('sso_code') : null;

/** Logs in on a mirror in this browser, registering a new player unless given one; answers the login. */
async function loginOn(mirror: string, browser = newBrowser(), existing?: string) {
  const email = existing ?? freshEmail('sso');
  if (!existing) {
    const registered = await onApi(A, '/api/v2/auth/register/email', { email, password: PASSWORD });
    expect(registered.statusCode).toBe(200);
  }
  const res = await onApi(mirror, '/api/v2/auth/login/email/password', { email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  const refreshToken = refreshCookieOf(res)!;
  browser.set(`api.${mirror}`, new Map([['refresh_token', refreshToken]]));
  const body = res.json() as { success: true; token: string; sso: string };
  return { email, browser, token: body.token, refresh: refreshToken, sso: body.sso };
}

/** Logs in on a mirror and follows the sso link as the browser does, back to the page. */
async function signedInOn(mirror: string, browser = newBrowser(), email?: string) {
  const login = await loginOn(mirror, browser, email);
  const round = await follow(browser, ssoRedirectUrl(login.sso, page(mirror)));
  expect(round.landed).toBe(page(mirror));
  return { ...login, round, central: centralCookie(browser)! };
}
const signedInOnA = () => signedInOn(A);

/** Mirror B's page sends its browser to the central domain with its state; answers the code it brings back. */
async function codeForB(browser: Browser, state = STATE): Promise<string> {
  const { landed } = await follow(browser, authorizeUrl(page(B), state));
  const code = codeIn(landed);
  expect(code).toBeTruthy();
  return code!;
}

/** The establish step on the mirror's API host, as the central domain sends the browser to it. */
const establishStep = (mirror: string, returnTo: string, state = 'central-state') =>
  `http://api.${mirror}/auth/refresh-token/sso?state=${state}&url=${encodeURIComponent(returnTo)}`;

describe('login answers', () => {
  it('carry the establish address of the SSO host and no code: nothing secret is in the answer', async () => {
    const before = await codeCount();
    const login = await loginOn(A);
    expect(login.sso).toBe(`http://${SSO}/sso/establish`);
    expect(await codeCount()).toBe(before);
  });

  it('carry an sso link after registration too', async () => {
    const res = await onApi(B, '/api/v2/auth/register/email', {
      email: freshEmail('sso'),
      password: PASSWORD,
    });
    expect(res.json().sso).toBe(`http://${SSO}/sso/establish`);
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
  it('goes through the mirror for a code bound to this browser, then opens the central session', async () => {
    const { round, browser } = await signedInOnA();
    const [toMirror, toCentral, back] = round.hops;

    // 1. the central domain gives the browser a state and sends it to the mirror's API host
    const toMirrorUrl = new URL(toMirror!.headers.location as string);
    expect(`${toMirrorUrl.origin}${toMirrorUrl.pathname}`).toBe(`http://api.${A}/auth/refresh-token/sso`);
    expect(toMirrorUrl.searchParams.get('url')).toBe(page(A));
    const state = toMirror!.cookies.find((c) => c.name === 'sso_state')!;
    expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/sso', maxAge: 120 });
    expect(toMirrorUrl.searchParams.get('state')).toBe(state.value);

    // 2. the mirror turns the browser's refresh cookie into a code bound to the mirror and the state
    const toCentralUrl = new URL(toCentral!.headers.location as string);
    expect(`${toCentralUrl.origin}${toCentralUrl.pathname}`).toBe(`http://${SSO}/sso/establish`);
    const code = toCentralUrl.searchParams.get('code')!;
    const [row] = await server.database.db
      .select()
      .from(ssoCodes)
      .where(eq(ssoCodes.codeHash, sha256(code)));
    expect(row).toMatchObject({ purpose: 'establish', mirrorHost: A, stateHash: sha256(state.value) });
    expect(row!.usedAt).not.toBeNull();

    // 3. the central domain spends it: an HttpOnly Lax session cookie, the state gone, back to the page
    expect(back!.headers.location).toBe(page(A));
    const cookie = back!.cookies.find((c) => c.name === 'sso_session')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/sso',
      maxAge: server.config.refreshTokenTtl,
    });
    expect(cookie.secure).toBeFalsy();
    expect(cookieIn(browser, SSO, 'sso_state')).toBeUndefined();
    const [session] = await server.database.db
      .select()
      .from(ssoSessions)
      .where(eq(ssoSessions.tokenHash, sha256(cookie.value)));
    expect(session?.revokedAt).toBeNull();
  });

  it('sends a browser without a live refresh cookie back to the page with nothing opened', async () => {
    const browser = newBrowser();
    const before = await codeCount();
    const round = await follow(browser, ssoRedirectUrl(`http://${SSO}/sso/establish`, page(A)));
    expect(round.landed).toBe(page(A));
    expect(centralCookie(browser)).toBeUndefined();
    expect(await codeCount()).toBe(before);
  });

  it('opens nothing for a mirror session that has already logged out', async () => {
    const login = await loginOn(A);
    expect((await logout(A, login.token)).statusCode).toBe(200);
    const round = await follow(login.browser, ssoRedirectUrl(login.sso, page(A)));
    expect(round.landed).toBe(page(A));
    expect(centralCookie(login.browser)).toBeUndefined();
  });

  it('does not open a session from a code bound to another mirror', async () => {
    const login = await loginOn(A);
    const toMirror = await navigate(login.browser, ssoRedirectUrl(login.sso, page(A)));
    const toCentral = await navigate(login.browser, toMirror.headers.location as string);
    const forB = new URL(toCentral.headers.location as string);
    forB.searchParams.set('url', page(B));
    const res = await navigate(login.browser, forB.href);
    expect(res.headers.location).toBe(page(B));
    expect(centralCookie(login.browser)).toBeUndefined();
  });

  it('joins the live central session of the same player instead of opening another', async () => {
    const onA = await signedInOnA();
    const loginB = await onApi(B, '/api/v2/auth/login/email/password', {
      email: onA.email,
      password: PASSWORD,
    });
    onA.browser.set(`api.${B}`, new Map([['refresh_token', refreshCookieOf(loginB)!]]));
    const round = await follow(onA.browser, ssoRedirectUrl(loginB.json().sso, page(B)));
    expect(round.landed).toBe(page(B));
    expect(round.last.cookies.find((c) => c.name === 'sso_session')).toBeUndefined();
    expect(centralCookie(onA.browser)).toBe(onA.central);
    // one central session: logging out on A now ends the password login on B too
    expect((await logout(A, onA.token)).statusCode).toBe(200);
    expect((await profile(B, loginB.json().token)).statusCode).toBe(401);
  });

  it('switches the browser to the player it has just signed in as on a mirror', async () => {
    const first = await signedInOnA();
    const second = await signedInOn(B, first.browser);
    expect(second.central).not.toBe(first.central);
    const code = await codeForB(first.browser);
    const exchanged = await exchange(B, code);
    // a token answer: no cache may keep it
    expect(exchanged.headers['cache-control']).toBe('no-store');
    const me = await profile(B, exchanged.json().token);
    expect(me.json().user.email).toBe(second.email);
  });

  it.each([
    ['a return address on another mirror', establishStep(A, page(B))],
    ['no state', `http://api.${A}/auth/refresh-token/sso?url=${encodeURIComponent(page(A))}`],
    ['a foreign return address', establishStep(A, 'https://evil.test/')],
  ])('the mirror step refuses %s with a short page and mints nothing', async (_name, url) => {
    const login = await loginOn(A);
    const before = await codeCount();
    const res = await navigate(login.browser, url);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(await codeCount()).toBe(before);
  });
});

describe('login CSRF: a code is only good in the browser that asked for it', () => {
  it("a stranger's establish code opens nothing in the victim's browser", async () => {
    // the attacker runs the first two steps in their own browser and keeps the last address
    const attacker = await loginOn(A);
    const toMirror = await navigate(attacker.browser, ssoRedirectUrl(attacker.sso, page(A)));
    const toCentral = await navigate(attacker.browser, toMirror.headers.location as string);
    const trap = toCentral.headers.location as string;
    expect(new URL(trap).searchParams.get('code')).toBeTruthy();

    const guest = newBrowser();
    const res = await navigate(guest, trap);
    expect(res.headers.location).toBe(page(A));
    expect(centralCookie(guest)).toBeUndefined();

    // a browser holding a state of its own, as during its own round trip, does not spend it either
    const midway = newBrowser();
    await navigate(midway, ssoRedirectUrl(`http://${SSO}/sso/establish`, page(A)));
    expect(cookieIn(midway, SSO, 'sso_state')).toBeTruthy();
    await navigate(midway, trap);
    expect(centralCookie(midway)).toBeUndefined();

    const victim = await signedInOnA();
    await navigate(victim.browser, trap);
    expect(centralCookie(victim.browser)).toBe(victim.central);
    const me = await profile(B, (await exchange(B, await codeForB(victim.browser))).json().token);
    expect(me.json().user.email).toBe(victim.email);
  });

  it("the mirror step reached from a stranger's link mints a code the victim's browser cannot spend", async () => {
    const victim = await loginOn(A);
    const round = await follow(victim.browser, establishStep(A, page(A), 'attacker-state'));
    expect(round.landed).toBe(page(A));
    expect(centralCookie(victim.browser)).toBeUndefined();
  });

  it("a stranger's authorize code does not exchange with another page's state", async () => {
    const attacker = await signedInOnA();
    const code = await codeForB(attacker.browser, 'attacker-page-state');
    const families = await refreshRowCount();
    const res = await exchange(B, code, 'victim-page-state');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('sso_code_invalid');
    expect(await refreshRowCount()).toBe(families);
  });
});

describe('GET /sso/authorize', () => {
  it('sends a browser with a live central session back with a one-time code bound to that mirror and state', async () => {
    const { browser } = await signedInOnA();
    const { landed } = await follow(browser, authorizeUrl(page(B)));
    const back = new URL(landed!);
    expect(`${back.origin}${back.pathname}`).toBe(`http://${B}/games`);
    expect(back.searchParams.get('x')).toBe('1');
    const code = back.searchParams.get('sso_code')!;
    const [row] = await server.database.db
      .select()
      .from(ssoCodes)
      .where(eq(ssoCodes.codeHash, sha256(code)));
    expect(row).toMatchObject({
      purpose: 'authorize',
      mirrorHost: B,
      usedAt: null,
      stateHash: sha256(STATE),
    });
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(60_000);
  });

  it("gives no code without the page's state", async () => {
    const { browser } = await signedInOnA();
    const { landed } = await follow(browser, authorizeUrl(page(B), null));
    expect(landed).toBe(page(B));
  });

  it('never sends a code to a retired mirror, even one still in MIRROR_HOSTS', async () => {
    const { browser } = await signedInOnA();
    await server.database.db
      .update(mirrors)
      .set({ status: 'retired', newLink: `http://${A}`, retiredAt: clock.now() })
      .where(eq(mirrors.host, B));
    try {
      const res = await navigate(browser, authorizeUrl(page(B)));
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    } finally {
      await server.database.db
        .update(mirrors)
        .set({ status: 'active', newLink: null, retiredAt: null })
        .where(eq(mirrors.host, B));
    }
  });

  it('sends a browser without a central session back unchanged, dropping a dead cookie', async () => {
    const res = await navigate(newBrowser(), authorizeUrl(page(B)));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(page(B));
    expect(res.cookies.find((c) => c.name === 'sso_session')).toBeUndefined();
    const stale = newBrowser();
    stale.set(SSO, new Map([['sso_session', 'not-a-session']]));
    const unknown = await navigate(stale, authorizeUrl(page(B)));
    expect(unknown.headers.location).toBe(page(B));
    expect(unknown.cookies.find((c) => c.name === 'sso_session')?.value).toBe('');
  });

  it('answers on the SSO host with a port, as behind SSO_URL=http://sso.test:8080', async () => {
    const res = await navigate(newBrowser(), authorizeUrl(page(B)).replace(`//${SSO}/`, `//${SSO}:8080/`));
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
    const res = await navigate(newBrowser(), `http://${SSO}/sso/authorize?url=${encodeURIComponent(url)}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.location).toBeUndefined();
    const establish = await navigate(
      newBrowser(),
      `http://${SSO}/sso/establish?url=${encodeURIComponent(url)}`,
    );
    expect(establish.statusCode).toBe(400);
  });

  it('with an https central domain refuses plain http return addresses', async () => {
    const config = { ...server.config, ssoUrl: `https://${SSO}` };
    expect(await parseReturnUrl(server.database.db, config, page(A))).toBeNull();
    expect(await parseReturnUrl(server.database.db, config, `https://${A}/games`)).toMatchObject({
      mirrorHost: A,
    });
    expect(await parseReturnUrl(server.database.db, server.config, page(A))).toMatchObject({ mirrorHost: A });
  });

  it('accepts the www. form of a mirror and binds the code to the mirror', async () => {
    const { browser } = await signedInOnA();
    const { landed } = await follow(browser, authorizeUrl(page(`www.${B}`)));
    expect((await exchange(B, codeIn(landed))).statusCode).toBe(200);
  });
});

describe('POST /api/v2/auth/sso/exchange', () => {
  it('signs the player in on mirror B with a refresh cookie and an access token', async () => {
    const { email, browser } = await signedInOnA();
    const res = await exchange(B, await codeForB(browser));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, token: expect.any(String), sso: null });
    expect(refreshCookieOf(res)).toBeTruthy();
    const me = await profile(B, res.json().token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
    expect((await refresh(B, refreshCookieOf(res)!)).statusCode).toBe(200);
  });

  it('refuses a replayed code with 422 sso_code_invalid', async () => {
    const { browser } = await signedInOnA();
    const code = await codeForB(browser);
    expect((await exchange(B, code)).statusCode).toBe(200);
    const replay = await exchange(B, code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({
      code: 'sso_code_invalid',
      errors: { code: [expect.stringMatching(/^sso_code_invalid: /)] },
    });
  });

  it('refuses a code used on another mirror and writes nothing, so B can still use it', async () => {
    const { browser } = await signedInOnA();
    const code = await codeForB(browser);
    const families = await refreshRowCount();
    const onA = await exchange(A, code);
    expect(onA.statusCode).toBe(422);
    expect(onA.json().code).toBe('sso_code_invalid');
    expect(refreshCookieOf(onA)).toBeUndefined();
    expect(await refreshRowCount()).toBe(families);
    expect((await exchange(B, code)).statusCode).toBe(200);
  });

  it('accepts a code 59 s old and refuses one older than 60 s', async () => {
    const { browser } = await signedInOnA();
    const fresh = await codeForB(browser);
    const stale = await codeForB(browser);
    clock.advance(59_000);
    expect((await exchange(B, fresh)).statusCode).toBe(200);
    clock.advance(2_000);
    const late = await exchange(B, stale);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('sso_code_invalid');
  });

  it('refuses an establish code, an unknown code and a body without state', async () => {
    const login = await loginOn(B);
    const toMirror = await navigate(login.browser, ssoRedirectUrl(login.sso, page(B)));
    const state = new URL(toMirror.headers.location as string).searchParams.get('state')!;
    const toCentral = await navigate(login.browser, toMirror.headers.location as string);
    const establishCode = new URL(toCentral.headers.location as string).searchParams.get('code')!;
    expect((await exchange(B, establishCode, state)).statusCode).toBe(422);
    expect((await exchange(B, 'A'.repeat(43))).json().code).toBe('sso_code_invalid');
    expect((await exchange(B, 42)).json().code).toBe('validation_failed');
    const noState = await onApi(B, '/api/v2/auth/sso/exchange', { code: 'A'.repeat(43) });
    expect(noState.json().code).toBe('validation_failed');
  });

  it('gives one session when the same code is presented twice at once', async () => {
    const { browser } = await signedInOnA();
    const code = await codeForB(browser);
    const answers = await Promise.all([exchange(B, code), exchange(B, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('logout', () => {
  it('on mirror B ends the central session and the session on mirror A', async () => {
    const onA = await signedInOnA();
    const signedInB = await exchange(B, await codeForB(onA.browser));
    expect((await profile(A, onA.token)).statusCode).toBe(200);

    expect((await logout(B, signedInB.json().token)).statusCode).toBe(200);

    const aNext = await profile(A, onA.token);
    expect(aNext.statusCode).toBe(401);
    const aRefresh = await refresh(A, onA.refresh);
    expect(aRefresh.statusCode).toBe(401);
    expect(aRefresh.json().code).toBe('refresh_failed');
    const back = await follow(onA.browser, authorizeUrl(page(B)));
    expect(back.landed).toBe(page(B));
  });

  it('refuses a code issued before the central session ended', async () => {
    const onA = await signedInOnA();
    const code = await codeForB(onA.browser);
    expect((await logout(A, onA.token)).statusCode).toBe(200);
    expect((await exchange(B, code)).json().code).toBe('sso_code_invalid');
  });

  it('refuses a code whose central session expired before the exchange', async () => {
    const onA = await signedInOnA();
    clock.advance(server.config.refreshTokenTtl * 1000 - 30_000);
    const code = await codeForB(onA.browser);
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
    const device2 = await signedInOn(A, newBrowser(), device1.email);

    const changed = await onApi(
      A,
      '/password/update',
      { old_password: PASSWORD, password: 'Changed123', password_confirm: 'Changed123' },
      { token: device2.token },
    );
    expect(changed.statusCode).toBe(200);

    expect(codeIn((await follow(device1.browser, authorizeUrl(page(B)))).landed)).toBeNull();
    expect(codeIn((await follow(device2.browser, authorizeUrl(page(B)))).landed)).toBeTruthy();
  });
});

describe('hosts', () => {
  it('serves no SPA on the SSO host and no central routes elsewhere', async () => {
    expect((await navigate(newBrowser(), `http://${SSO}/`)).statusCode).toBe(404);
    expect((await navigate(newBrowser(), `http://${SSO}/games`)).statusCode).toBe(404);
    const onApiHost = await navigate(newBrowser(), authorizeUrl(page(B)).replace(`//${SSO}/`, `//api.${A}/`));
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

async function codeCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(ssoCodes);
  return row!.n;
}
