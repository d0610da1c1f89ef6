import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { tokenRefreshMachine } from '../../machines/token-refresh/token-refresh.machine';
import type { Region } from '../contract/constants';
import { ApiError } from '../contract/failure';
import { createAuthApi } from './auth';
import { createApiClients, type ApiClientOptions } from './client';
import { call } from './errors';
import { createGeoApi } from './geo';
import { createRefreshBridge } from '../../machines/token-refresh/token-refresh.bridge';

type Handler = (request: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(handler: Handler, over: Partial<ApiClientOptions> = {}) {
  const seen: Request[] = [];
  let token: string | null = 'old';
  let region: Region | null = null;
  const fakeFetch = (async (input: Request) => {
    seen.push(input.clone());
    return handler(input);
  }) as typeof fetch;
  const clients = createApiClients({
    baseUrl: 'https://api.casino.test',
    getToken: () => token,
    getRegion: () => region,
    getLocale: () => 'br',
    refresh: async () => 'fresh',
    fetch: fakeFetch,
    ...over,
  });
  return {
    ...clients,
    seen,
    setToken: (t: string | null) => (token = t),
    setRegion: (r: Region | null) => (region = r),
  };
}

describe('api client', () => {
  it('sends the bearer token, the region and the mapped Accept-Language', async () => {
    const c = setup(() => json({ ok: true }));
    c.setRegion('KZ');
    await c.api.get('/profile/user').json();
    const [request] = c.seen;
    expect(request?.url).toBe('https://api.casino.test/profile/user');
    expect(request?.headers.get('authorization')).toBe('Bearer old');
    expect(request?.headers.get('region')).toBe('KZ');
    expect(request?.headers.get('accept-language')).toBe('pt-BR');
  });

  it("keeps a guest's reads simple cross-origin requests (no preflight) and marks every write for CSRF", async () => {
    const c = setup(() => json({ ok: true }));
    c.setToken(null);
    await c.api.get('geo_ip').json();
    await c.api.post('middleware/ip', { json: {} }).json();
    const [read, write] = c.seen;
    // the request headers a browser sends cross-origin without asking first (Fetch standard, CORS-safelisted)
    const safelisted = new Set(['accept', 'accept-language', 'content-language']);
    expect([...read!.headers.keys()].filter((name) => !safelisted.has(name))).toEqual([]);
    expect(write?.headers.get('x-requested-with')).toBe('fetch');
  });

  it('sends neither Authorization nor Region when there is no token or region', async () => {
    const c = setup(() => json({ ok: true }));
    c.setToken(null);
    await c.api.put('auth/logout');
    expect(c.seen[0]?.url).toBe('https://api.casino.test/auth/logout');
    expect(c.seen[0]?.headers.has('authorization')).toBe(false);
    expect(c.seen[0]?.headers.has('region')).toBe(false);
  });

  it('retries a 401 once with the refreshed token', async () => {
    const c = setup((r) =>
      r.headers.get('authorization') === 'Bearer fresh' ? json({ ok: 1 }) : json({ message: 'x' }, 401),
    );
    await expect(c.api.post('/api/v2/vip/join', { json: { request_type: 'vip' } }).json()).resolves.toEqual({
      ok: 1,
    });
    expect(c.seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer fresh']);
    expect(await c.seen[1]?.json()).toEqual({ request_type: 'vip' });
  });

  it('does not refresh for a 401 of a request sent without a token', async () => {
    let refreshes = 0;
    const c = setup(() => json({ message: 'Wrong login or password.', code: 'invalid_credentials' }, 401), {
      refresh: async () => (refreshes++, 'fresh'),
    });
    c.setToken(null);
    const error = await call(() => c.api.post('api/v2/auth/login/email/password').json()).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).code).toBe('invalid_credentials');
    expect(refreshes).toBe(0);
    expect(c.seen).toHaveLength(1);
  });

  it('replays a 401 for an already replaced token with the current token, without refreshing', async () => {
    let refreshes = 0;
    const c = setup(
      (r) => {
        if (r.headers.get('authorization') === 'Bearer newer') return json({ ok: 1 });
        // another call's refresh replaced the token while this one was on the wire
        c.setToken('newer');
        return json({ message: 'x' }, 401);
      },
      { refresh: async () => (refreshes++, 'fresh') },
    );
    await expect(c.api.get('profile/user').json()).resolves.toEqual({ ok: 1 });
    expect(refreshes).toBe(0);
    expect(c.seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer newer']);
  });

  it('fails a 401 that arrives after the session ended, without refreshing again', async () => {
    let refreshes = 0;
    const c = setup(
      () => {
        // a failed refresh of another call cleared the session while this one was on the wire
        c.setToken(null);
        return json({ message: 'x' }, 401);
      },
      { refresh: async () => (refreshes++, 'fresh') },
    );
    const error = await call(() => c.api.get('profile/user').json()).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(refreshes).toBe(0);
    expect(c.seen).toHaveLength(1);
  });

  it('does not retry a retried request again', async () => {
    let refreshes = 0;
    const c = setup(() => json({ message: 'no' }, 401), { refresh: async () => (refreshes++, 'fresh') });
    const error = await call(() => c.api.get('profile/user').json()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refreshes).toBe(1);
    expect(c.seen).toHaveLength(2);
  });

  it('never refreshes for a 401 of the refresh call itself, which uses credentials and X-Requested-With', async () => {
    let refreshes = 0;
    const c = setup(() => json({ message: 'no' }, 401), { refresh: async () => (refreshes++, 'fresh') });
    const auth = createAuthApi(c);
    await expect(auth.refreshToken()).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(refreshes).toBe(0);
    expect(c.seen).toHaveLength(1);
    expect(c.seen[0]?.url).toBe('https://api.casino.test/auth/refresh-token');
    expect(c.seen[0]?.credentials).toBe('include');
    expect(c.seen[0]?.headers.get('x-requested-with')).toBe('fetch');
  });

  it('replays 20 concurrent 401s with one refresh through the tokenRefresh machine', async () => {
    let refreshCalls = 0;
    const refreshing = (answer: () => Promise<string>) =>
      createActor(
        tokenRefreshMachine.provide({
          actors: { refreshToken: fromPromise(async () => (refreshCalls++, answer())) },
          actions: { storeToken: () => {}, redirectToSso: () => {}, clearSession: () => {} },
        }),
      ).start();
    const bridge = createRefreshBridge(
      refreshing(() => new Promise((r) => setTimeout(() => r('fresh'), 10))),
    );
    const c = setup(
      (r) => (r.headers.get('authorization') === 'Bearer fresh' ? json({ ok: 1 }) : json({}, 401)),
      {
        refresh: () => bridge.refresh(),
      },
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.api.get('profile/user').json()));
    expect(answers).toEqual(Array(20).fill({ ok: 1 }));
    expect(refreshCalls).toBe(1);

    refreshCalls = 0;
    const failing = createRefreshBridge(refreshing(() => Promise.reject(new Error('down'))));
    const d = setup(() => json({}, 401), { refresh: () => failing.refresh() });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => call(() => d.api.get('profile/user').json())),
    );
    expect(results.every((r) => r.status === 'rejected' && r.reason.message === 'Cant refresh token')).toBe(
      true,
    );
    expect(refreshCalls).toBe(1);
  });

  it('keeps the code and field errors of a 4xx body', async () => {
    const c = setup(() =>
      json({ message: 'Invalid', code: 'email_taken', errors: { email: ['email_taken: Taken'] } }, 422),
    );
    const auth = createAuthApi(c);
    await expect(
      auth.register({ kind: 'email', email: 'a@b.test', password: 'abc12345' }),
    ).rejects.toMatchObject({ status: 422, code: 'email_taken', fields: { email: ['email_taken: Taken'] } });
  });

  it('rejects an invalid form before sending it', async () => {
    const c = setup(() => json({}));
    const auth = createAuthApi(c);
    await expect(auth.register({ kind: 'email', email: 'nope', password: 'short' })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { email: expect.any(Array), password: expect.any(Array) },
    });
    expect(c.seen).toHaveLength(0);
  });

  it('logs in by phone code with type=sms and reads token and sso', async () => {
    const c = setup(() => json({ success: true, token: 'T', sso: 'https://sso.test' }));
    const auth = createAuthApi(c);
    await expect(
      auth.login({ kind: 'phoneCode', phone: '+7 (999) 000 11 22', code: '123456' }),
    ).resolves.toEqual({
      token: 'T',
      sso: 'https://sso.test',
    });
    expect(c.seen[0]?.url).toBe('https://api.casino.test/api/v2/auth/login/phone/code?type=sms');
    expect(await c.seen[0]?.json()).toEqual({ phone: '+79990001122', code: '123456' });
  });

  it('exchanges an SSO code for a session with credentials, and reads the registration’s sso link', async () => {
    const c = setup(() => json({ success: true, token: 'T-B', sso: 'https://sso.test/sso/establish' }));
    const auth = createAuthApi(c);
    await expect(auth.exchangeSsoCode('one-time', 'page-state')).resolves.toEqual({
      token: 'T-B',
      sso: 'https://sso.test/sso/establish',
    });
    expect(c.seen[0]?.url).toBe('https://api.casino.test/api/v2/auth/sso/exchange');
    expect(c.seen[0]?.credentials).toBe('include');
    expect(await c.seen[0]?.json()).toEqual({ code: 'one-time', state: 'page-state' });
  });

  it('marks an answer that breaks the contract as invalid_answer', async () => {
    const c = setup(() => json({ success: true }));
    await expect(
      createAuthApi(c).login({ kind: 'emailPassword', email: 'a@b.test', password: 'x' }),
    ).rejects.toMatchObject({
      code: 'invalid_answer',
    });
  });

  it('reads a 451 geo answer as blocked and a 200 as allowed', async () => {
    const body = { data: { ip: '1.1.1.1', country_code: 'KZ' } };
    await expect(createGeoApi(setup(() => json(body, 451))).lookupGeo()).resolves.toEqual({
      blocked: true,
      ip: '1.1.1.1',
      countryCode: 'KZ',
    });
    await expect(createGeoApi(setup(() => json(body))).lookupGeo()).resolves.toMatchObject({
      blocked: false,
    });
  });
});
