import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adClicks, pageOpens, trackingEvents, trafficSources, users } from '../../src/server/db/schema';
import { createGrowthOperator } from '../../src/server/modules/growth/operator';
import { call, registerByEmail, ROOMY_LIMITS } from './accounts';
import { startTestServer, type TestServer } from './harness';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36';
const LANDING = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring',
  utm_term: 'casino',
  gclid: 'abc123',
};

const staticDir = mkdtempSync(path.join(tmpdir(), 'casino-site-'));
copyFileSync('tests/server/fixtures/site/index.html', path.join(staticDir, 'index.html'));

let server: TestServer;
let token = '';
let userId = 0;
let growth: ReturnType<typeof createGrowthOperator>;

beforeAll(async () => {
  server = await startTestServer({ STATIC_DIR: staticDir }, undefined, { limits: ROOMY_LIMITS });
  const player = await registerByEmail(server);
  token = player.token;
  const [user] = await server.database.db.select().from(users).where(eq(users.email, player.email));
  userId = user!.id;
  growth = createGrowthOperator({ db: server.database.db });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const db = () => server.database.db;

describe('PUT /api/v2/tracking/events', () => {
  const event = (session_id: string) => ({
    name: 'ssoAvailabilityFinish',
    data: { session_id, mirror: 'Mirror-B.test' },
  });
  const stored = (sessionId: string) =>
    db().select().from(trackingEvents).where(eq(trackingEvents.sessionId, sessionId));

  it('stores a guest event without a user', async () => {
    const res = await call(server, '/api/v2/tracking/events', event('guest-session-1'), { method: 'PUT' });
    expect(res.statusCode).toBe(204);
    expect(await stored('guest-session-1')).toMatchObject([
      { name: 'ssoAvailabilityFinish', mirror: 'mirror-b.test', userId: null },
    ]);
  });

  it('links the event to the player when the token is valid', async () => {
    const res = await call(server, '/api/v2/tracking/events', event('player-session-1'), {
      method: 'PUT',
      token,
    });
    expect(res.statusCode).toBe(204);
    expect(await stored('player-session-1')).toMatchObject([{ userId }]);
  });

  it('ignores an invalid token instead of refusing the event', async () => {
    const res = await call(server, '/api/v2/tracking/events', event('stale-session-1'), {
      method: 'PUT',
      token: 'not.a.token',
    });
    expect(res.statusCode).toBe(204);
    expect(await stored('stale-session-1')).toMatchObject([{ userId: null }]);
  });

  it('stores the SPEC §8 analytics events of a refused login or promo code', async () => {
    for (const name of ['auth_error', 'promo_code_error']) {
      const res = await call(
        server,
        '/api/v2/tracking/events',
        { name, data: { session_id: 'analytics-session-1', mirror: 'localhost' } },
        { method: 'PUT' },
      );
      expect(res.statusCode).toBe(204);
    }
    expect((await stored('analytics-session-1')).map((e) => e.name).sort()).toEqual([
      'auth_error',
      'promo_code_error',
    ]);
  });

  it('refuses an unknown event name and writes nothing', async () => {
    const before = (await db().select().from(trackingEvents)).length;
    const res = await call(
      server,
      '/api/v2/tracking/events',
      { name: 'pageView', data: { session_id: 'whatever-1' } },
      { method: 'PUT' },
    );
    expect(res.statusCode).toBe(422);
    expect((await db().select().from(trackingEvents)).length).toBe(before);
  });
});

describe('POST /middleware/utm', () => {
  it('gives a landing with all four utm parameters an advertiser id and its campaign promo', async () => {
    const campaign = await growth.saveCampaign('google', 'spring', { type: 'freespins', value: '50' });
    const res = await call(server, '/middleware/utm', LANDING);
    expect(res.statusCode).toBe(200);
    const { advId, promo } = res.json();
    expect(advId).toMatch(/^[0-9a-f-]{36}$/);
    expect(promo).toEqual({ type: 'freespins', value: '50' });
    const [click] = await db().select().from(adClicks).where(eq(adClicks.advId, advId));
    expect(click).toMatchObject({
      campaignId: campaign.id,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: 'casino',
    });
    expect(JSON.parse(click!.extra)).toEqual({ gclid: 'abc123' });
  });

  it('answers no promo for a landing of an unknown campaign, still counting the click', async () => {
    const res = await call(server, '/middleware/utm', { ...LANDING, utm_campaign: 'autumn' });
    expect(res.statusCode).toBe(200);
    expect(res.json().promo).toBeNull();
    const [click] = await db().select().from(adClicks).where(eq(adClicks.advId, res.json().advId));
    expect(click).toMatchObject({ campaignId: null, utmCampaign: 'autumn' });
  });

  it('gives each landing its own advertiser id', async () => {
    const first = await call(server, '/middleware/utm', LANDING);
    const second = await call(server, '/middleware/utm', LANDING);
    expect(first.json().advId).not.toBe(second.json().advId);
  });

  it('refuses a landing with three utm parameters and writes nothing', async () => {
    const before = (await db().select().from(adClicks)).length;
    const three = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' };
    const res = await call(server, '/middleware/utm', three);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ utm_term: ['utm_incomplete: utm_term is required'] });
    const blank = await call(server, '/middleware/utm', { ...LANDING, utm_source: '  ' });
    expect(blank.statusCode).toBe(422);
    expect((await db().select().from(adClicks)).length).toBe(before);
  });
});

describe('POST /middleware/registerPageOpenEvent', () => {
  it('stores the page open', async () => {
    const open = {
      subH: 'sub-7',
      uuid: '0b7c3c1e-8d0a-4a55-9d0e-1f2a3b4c5d6e',
      click_url: 'https://ads.example.test/c?id=7',
    };
    const res = await call(server, '/middleware/registerPageOpenEvent', open);
    expect(res.statusCode).toBe(204);
    const rows = await db().select().from(pageOpens).where(eq(pageOpens.uuid, open.uuid));
    expect(rows).toMatchObject([{ subH: 'sub-7', clickUrl: open.click_url }]);
  });

  it('refuses a page open without a valid uuid', async () => {
    const res = await call(server, '/middleware/registerPageOpenEvent', {
      subH: 's',
      uuid: 'nope',
      click_url: 'https://ads.example.test/',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /middleware/mirrorRedirect', () => {
  const ruleOf = async (p: string) =>
    (await call(server, '/middleware/mirrorRedirect', { path: p })).json().rule;

  it('answers the rule of exactly the path asked for', async () => {
    await growth.setRule('/bonus', { kind: 'internal', target: '/promotions' });
    await growth.setRule('/partners', { kind: 'external', target: 'https://partners.example.test/' });
    expect(await ruleOf('/bonus')).toEqual({ kind: 'internal', target: '/promotions' });
    expect(await ruleOf('/partners')).toEqual({ kind: 'external', target: 'https://partners.example.test/' });
    expect(await ruleOf('/bonus/')).toBeNull();
    expect(await ruleOf('/bonus/daily')).toBeNull();
    expect(await ruleOf('/')).toBeNull();
  });

  it('forgets a removed rule and refuses a path that is not one', async () => {
    await growth.removeRule('/partners');
    expect(await ruleOf('/partners')).toBeNull();
    await expect(growth.removeRule('/partners')).rejects.toThrow('No navigation rule for /partners.');
    expect((await call(server, '/middleware/mirrorRedirect', { path: 'bonus' })).statusCode).toBe(422);
  });
});

describe('POST /middleware/ip', () => {
  it("answers the visitor's address and browser name with major version", async () => {
    const res = await call(
      server,
      '/middleware/ip',
      {},
      { ip: '203.0.113.7', headers: { 'user-agent': CHROME } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ip: '203.0.113.7', browser: 'Chrome 120' });
  });

  it('does not believe X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const res = await call(
      server,
      '/middleware/ip',
      {},
      {
        ip: '203.0.113.8',
        headers: { 'x-forwarded-for': '198.51.100.1', 'user-agent': '' },
      },
    );
    expect(res.json()).toEqual({ ip: '203.0.113.8', browser: 'unknown' });
  });
});

describe('POST /middleware/affiliate', () => {
  it('answers the given parameters as cookies, cleaned, leaving out the empty ones', async () => {
    const res = await call(server, '/middleware/affiliate', {
      stag: ' 4217_6a1f ',
      partner: 'p;77',
      adplace: '',
      cpaOneUid: 'cpa-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cookies: { stag: '4217_6a1f', partner: 'p77', cpaOneUid: 'cpa-1' } });
  });

  it('refuses an unknown parameter', async () => {
    const res = await call(server, '/middleware/affiliate', { stag: 's', utm_source: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.utm_source[0]).toMatch(/^unknown_field: /);
  });
});

describe('POST /api/attachSource', () => {
  it("stores the player's attribution, empty fields as null", async () => {
    const res = await call(
      server,
      '/api/attachSource',
      { stag: '4217_6a1f', advId: 'adv-1', promo: '', cpaOneUid: 'cpa-1' },
      { token },
    );
    expect(res.statusCode).toBe(204);
    const rows = await db().select().from(trafficSources).where(eq(trafficSources.userId, userId));
    expect(rows).toMatchObject([
      { stag: '4217_6a1f', advId: 'adv-1', promo: null, cpaOneUid: 'cpa-1', prHash: null },
    ]);
  });

  it('is for players only and refuses an empty source', async () => {
    expect((await call(server, '/api/attachSource', { stag: 's' })).statusCode).toBe(401);
    const before = (await db().select().from(trafficSources)).length;
    expect((await call(server, '/api/attachSource', {}, { token })).statusCode).toBe(422);
    expect((await call(server, '/api/attachSource', { stag: '' }, { token })).statusCode).toBe(422);
    expect((await db().select().from(trafficSources)).length).toBe(before);
  });
});

describe('GET /builds/latest.json', () => {
  const latest = (host = 'casino.test', query = '?t=1700000000000') =>
    server.app.inject({ method: 'GET', url: `/builds/latest.json${query}`, headers: { host } });

  it('is 404 while no build has written its id', async () => {
    expect((await latest()).statusCode).toBe(404);
  });

  it('answers the id of the deployed build, read on each request, never cached', async () => {
    mkdirSync(path.join(staticDir, 'builds'), { recursive: true });
    writeFileSync(path.join(staticDir, 'builds/latest.json'), '{"id":"20300101T000000000Z"}\n');
    const res = await latest('mirror-a.test:8443');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ id: '20300101T000000000Z' });
    writeFileSync(path.join(staticDir, 'builds/latest.json'), '{"id":"20300102T000000000Z"}\n');
    expect((await latest()).json()).toEqual({ id: '20300102T000000000Z' });
  });

  it('is not on the API host and takes only the t parameter', async () => {
    expect((await latest('api.casino.test')).statusCode).toBe(404);
    expect((await latest('casino.test', '')).statusCode).toBe(200);
    expect((await latest('casino.test', '?v=1')).statusCode).toBe(422);
  });
});
