import { describe, expect, it } from 'vitest';
import { ApiError } from '../contract/failure';
import { createApiClients } from './client';
import { createMirrorsApi } from './mirrors';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const mirrorConfig = {
  redirect: null,
  sso: 'https://sso.casino.test/sso',
  meta: 'yandex-123',
  settings: { revshare_service_frontend_url: null, telegram_channel_url: 'https://t.me/casino' },
};

/** The mirrors client over a fake fetch that answers by method, host and path. */
function mirrors(routes: Record<string, (request: Request) => Response>) {
  const seen: Request[] = [];
  const fetch = (async (request: Request) => {
    seen.push(request.clone());
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.host}${url.pathname}`];
    return route ? route(request) : json({ message: 'Not found.', code: 'not_found' }, 404);
  }) as typeof globalThis.fetch;
  const clients = createApiClients({
    baseUrl: 'https://api.mirror-a.test',
    getToken: () => 'tok',
    getRegion: () => null,
    getLocale: () => 'en',
    refresh: async () => 'tok',
    fetch,
  });
  const api = createMirrorsApi(clients, {
    origin: 'https://mirror-a.test',
    now: () => 1_700_000_000_000,
    fetch,
  });
  return { api, seen };
}

describe('mirrors api', () => {
  it('reads the mirror configuration and the mirrors to check from the api. host', async () => {
    const { api, seen } = mirrors({
      'GET api.mirror-a.test/mirror': () => json(mirrorConfig),
      'GET api.mirror-a.test/api/getMirrorsToCheck': () =>
        json({
          data: { domains: [{ cleanUrl: 'mirror-b.test', pixel: 'https://mirror-b.test/pixel.png' }] },
        }),
    });
    expect((await api.mirror()).sso).toBe('https://sso.casino.test/sso');
    expect(await api.mirrorsToCheck()).toEqual([
      { cleanUrl: 'mirror-b.test', pixel: 'https://mirror-b.test/pixel.png' },
    ]);
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer tok', 'Bearer tok']);
  });

  it('refuses an answer the contract refuses', async () => {
    const { api } = mirrors({ 'GET api.mirror-a.test/api/getMirrorsToCheck': () => json({ data: {} }) });
    await expect(api.mirrorsToCheck()).rejects.toMatchObject({ code: 'invalid_answer' });
  });

  it('posts probe results, a tracking event and an attribution source with the contract bodies', async () => {
    const { api, seen } = mirrors({
      'POST api.mirror-a.test/api/sendAntiBonusResult': () => json({ ok: true }),
      'PUT api.mirror-a.test/api/v2/tracking/events': () => new Response(null, { status: 204 }),
      'POST api.mirror-a.test/api/attachSource': () => json({}),
    });
    await api.sendProbeResults({ 'mirror-b.test': 120, 'mirror-c.test': null });
    await api.trackEvent({
      name: 'ssoAvailabilityFinish',
      data: { session_id: 'sess-12345', mirror: 'mirror-a.test' },
    });
    await api.attachSource({ stag: 's-1', advId: 'adv-9' });
    expect(await Promise.all(seen.map((r) => r.json()))).toEqual([
      { results: { 'mirror-b.test': 120, 'mirror-c.test': null } },
      { name: 'ssoAvailabilityFinish', data: { session_id: 'sess-12345', mirror: 'mirror-a.test' } },
      { stag: 's-1', advId: 'adv-9' },
    ]);
  });

  it('sends the attribution source with keepalive, so leaving the page for the SSO host does not cancel it', async () => {
    const { api, seen } = mirrors({ 'POST api.mirror-a.test/api/attachSource': () => json({}) });
    await api.attachSource({ stag: 's-1' });
    expect(seen[0]!.keepalive).toBe(true);
  });

  it('refuses bodies the contract refuses without calling', async () => {
    const { api, seen } = mirrors({});
    await expect(api.sendProbeResults({})).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
    await expect(api.attachSource({})).rejects.toBeInstanceOf(ApiError);
    await expect(api.utm({ utm_source: 'a', utm_medium: 'b', utm_campaign: 'c' })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    expect(seen).toHaveLength(0);
  });

  it('sends the landing query to /middleware/utm and reads the advertiser id and promo', async () => {
    const { api, seen } = mirrors({
      'POST api.mirror-a.test/middleware/utm': () =>
        json({ advId: 'adv-9', promo: { type: 'freespins', value: '50' } }),
    });
    const query = {
      utm_source: 'g',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'slots',
      gclid: 'x',
    };
    expect(await api.utm(query)).toEqual({ advId: 'adv-9', promo: { type: 'freespins', value: '50' } });
    expect(await seen[0]!.json()).toEqual(query);
  });

  it('calls the navigation middlewares', async () => {
    const { api, seen } = mirrors({
      'POST api.mirror-a.test/middleware/mirrorRedirect': () =>
        json({ rule: { kind: 'external', target: 'https://mirror-b.test/promo' } }),
      'POST api.mirror-a.test/middleware/ip': () => json({ ip: '1.2.3.4', browser: 'Chrome' }),
      'POST api.mirror-a.test/middleware/affiliate': () => json({ cookies: { stag: 's-1' } }),
      'POST api.mirror-a.test/middleware/registerPageOpenEvent': () => json({}),
    });
    expect(await api.navigationRule('/promo')).toEqual({
      kind: 'external',
      target: 'https://mirror-b.test/promo',
    });
    expect(await api.ip()).toEqual({ ip: '1.2.3.4', browser: 'Chrome' });
    expect(await api.affiliate({ stag: 's-1' })).toEqual({ stag: 's-1' });
    await api.pageOpen({
      subH: 'sub',
      uuid: '0b6f3c1e-2a1d-4c2b-9d7e-3f1a2b3c4d5e',
      click_url: 'https://mirror-a.test/?subH=sub',
    });
    expect(await seen[0]!.json()).toEqual({ path: '/promo' });
    expect(await seen[2]!.json()).toEqual({ stag: 's-1' });
    await expect(api.navigationRule('promo')).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('reads the latest build id from the site origin with a timestamp, without the API headers', async () => {
    const { api, seen } = mirrors({ 'GET mirror-a.test/builds/latest.json': () => json({ id: 'build-42' }) });
    expect(await api.latestBuild()).toBe('build-42');
    const url = new URL(seen[0]!.url);
    expect(url.origin).toBe('https://mirror-a.test');
    expect(url.searchParams.get('t')).toBe('1700000000000');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.cache).toBe('no-store');
  });

  it('turns a failed build check into an ApiError', async () => {
    const { api } = mirrors({ 'GET mirror-a.test/builds/latest.json': () => json({ id: '' }) });
    await expect(api.latestBuild()).rejects.toMatchObject({ code: 'invalid_answer' });
  });
});
