import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirrorProbes, mirrors, users } from '../../src/server/db/schema';
import { buildApp } from '../../src/server/app/build-app';
import { createMirrorOperator } from '../../src/server/modules/mirrors/operator';
import { ssoAuthorizeLink } from '../../src/server/modules/sso/sso-links';
import { registerByEmail, ROOMY_LIMITS } from './accounts';
import { startTestServer, type TestServer } from './harness';

const ENV = {
  SITE_HOSTS: 'mirror-a.test',
  MIRROR_HOSTS: 'mirror-b.test,mirror-c.test,Mirror-D.test',
  SITE_URL: 'http://mirror-a.test:8443',
  SSO_URL: 'http://sso.test:8080',
  REVSHARE_FRONTEND_URL: 'https://partners.example.test/',
  TELEGRAM_CHANNEL_URL: 'https://t.me/casino_test',
};
const SETTINGS = {
  revshare_service_frontend_url: 'https://partners.example.test/',
  telegram_channel_url: 'https://t.me/casino_test',
};

let server: TestServer;
let token = '';
let userId = 0;
let operator: ReturnType<typeof createMirrorOperator>;

beforeAll(async () => {
  server = await startTestServer(ENV, undefined, { limits: ROOMY_LIMITS });
  const player = await registerByEmail(server);
  token = player.token;
  const [user] = await server.database.db.select().from(users).where(eq(users.email, player.email));
  userId = user!.id;
  operator = createMirrorOperator({ db: server.database.db, now: () => new Date(), configuredHosts: [] });
});
afterAll(() => server.close());

/** A request as a browser on `site` sends it to the API host of that site. */
function fromSite(
  site: string,
  method: 'GET' | 'POST',
  url: string,
  extra: { token?: string; body?: object; headers?: Record<string, string> } = {},
) {
  return server.app.inject({
    method,
    url,
    headers: {
      host: `api.${site}`,
      ...(extra.token ? { authorization: `Bearer ${extra.token}` } : {}),
      ...extra.headers,
    },
    ...(extra.body ? { payload: extra.body } : {}),
  });
}

const probeRows = () => server.database.db.select().from(mirrorProbes);

describe('mirror registry', () => {
  it('registers every configured site and mirror host as active at start, lower-cased', async () => {
    const rows = await server.database.db.select().from(mirrors);
    expect(rows.map((r) => [r.host, r.status]).sort()).toEqual([
      ['mirror-a.test', 'active'],
      ['mirror-b.test', 'active'],
      ['mirror-c.test', 'active'],
      ['mirror-d.test', 'active'],
    ]);
  });

  it('answers the configuration of the domain behind the API host', async () => {
    await operator.setMeta('mirror-a.test', 'google-site-verification-a');
    const res = await fromSite('mirror-a.test:8443', 'GET', '/mirror');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      redirect: null,
      sso: 'http://sso.test:8080/sso/authorize',
      meta: 'google-site-verification-a',
      settings: SETTINGS,
    });
  });

  it('sends the visitors of a retired domain to its new link', async () => {
    await operator.retire('mirror-c.test', 'https://mirror-b.test/');
    const res = await fromSite('mirror-c.test', 'GET', '/mirror');
    expect(res.json().redirect).toEqual({ newLink: 'https://mirror-b.test/', oldDomain: 'mirror-c.test' });
    await operator.activate('mirror-c.test');
    expect((await fromSite('mirror-c.test', 'GET', '/mirror')).json().redirect).toBeNull();
    await operator.retire('mirror-c.test', 'https://mirror-b.test/');
  });

  it('refuses query parameters', async () => {
    expect((await fromSite('mirror-a.test', 'GET', '/mirror?x=1')).statusCode).toBe(422);
  });

  it('answers the defaults to an unknown domain', async () => {
    const res = await fromSite('unknown.test', 'GET', '/mirror');
    expect(res.json()).toEqual({
      redirect: null,
      sso: 'http://sso.test:8080/sso/authorize',
      meta: null,
      settings: SETTINGS,
    });
  });

  it('answers the same body to the navigation chain at POST /middleware/mirror', async () => {
    const got = await fromSite('mirror-c.test', 'GET', '/mirror');
    const posted = await fromSite('mirror-c.test', 'POST', '/middleware/mirror', { body: {} });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual(got.json());
    expect(
      (await fromSite('mirror-c.test', 'POST', '/middleware/mirror', { body: { x: 1 } })).statusCode,
    ).toBe(422);
  });

  it('keeps a retired mirror retired when the server starts again', async () => {
    const again = await buildApp({ config: server.config, database: server.database });
    await again.close();
    const [row] = await server.database.db.select().from(mirrors).where(eq(mirrors.host, 'mirror-c.test'));
    expect(row).toMatchObject({ status: 'retired', newLink: 'https://mirror-b.test/' });
  });

  it('names no SSO address without SSO_URL', () => {
    expect(ssoAuthorizeLink({ ssoUrl: undefined })).toBeNull();
    expect(ssoAuthorizeLink({ ssoUrl: 'https://sso.example.test/base/' })).toBe(
      'https://sso.example.test/sso/authorize',
    );
  });

  it('refuses a new link that leads back to the retired domain', async () => {
    await expect(operator.retire('mirror-b.test', 'https://www.mirror-b.test/')).rejects.toThrow(
      'The new link of mirror-b.test must lead to another domain.',
    );
    expect((await fromSite('mirror-b.test', 'GET', '/mirror')).json().redirect).toBeNull();
  });

  it('refuses to change a host that is not registered', async () => {
    await expect(operator.retire('nowhere.test', 'https://mirror-b.test/')).rejects.toThrow(
      'Mirror nowhere.test is not registered.',
    );
  });
});

describe('domain probing', () => {
  it('lists the active mirrors other than the caller, at the scheme and port of SITE_URL', async () => {
    const res = await fromSite('mirror-a.test:8443', 'GET', '/api/getMirrorsToCheck', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        domains: [
          { cleanUrl: 'http://mirror-b.test:8443', pixel: 'http://mirror-b.test:8443/pixel.gif' },
          { cleanUrl: 'http://mirror-d.test:8443', pixel: 'http://mirror-d.test:8443/pixel.gif' },
        ],
      },
    });
    // the request's own port and X-Forwarded-Proto do not choose where other mirrors are
    const other = await fromSite('mirror-b.test:9999', 'GET', '/api/getMirrorsToCheck', {
      token,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(other.json().data.domains.map((d: { cleanUrl: string }) => d.cleanUrl)).toEqual([
      'http://mirror-a.test:8443',
      'http://mirror-d.test:8443',
    ]);
  });

  it('probes for players only', async () => {
    expect((await fromSite('mirror-a.test', 'GET', '/api/getMirrorsToCheck')).statusCode).toBe(401);
    const res = await fromSite('mirror-a.test', 'POST', '/api/sendAntiBonusResult', {
      body: { results: { 'mirror-b.test': 120 } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores one row per probed host, reported from the caller domain', async () => {
    const res = await fromSite('mirror-a.test', 'POST', '/api/sendAntiBonusResult', {
      token,
      body: { results: { 'Mirror-B.test': 183, 'mirror-d.test': null, 'mirror-c.test': 95 } },
    });
    expect(res.statusCode).toBe(204);
    const rows = await probeRows();
    expect(rows.map((r) => [r.userId, r.reportedFrom, r.host, r.loadMs]).sort()).toEqual([
      [userId, 'mirror-a.test', 'mirror-b.test', 183],
      [userId, 'mirror-a.test', 'mirror-c.test', 95],
      [userId, 'mirror-a.test', 'mirror-d.test', null],
    ]);
  });

  it('refuses results for hosts that are not mirrors and writes nothing', async () => {
    const before = (await probeRows()).length;
    const res = await fromSite('mirror-a.test', 'POST', '/api/sendAntiBonusResult', {
      token,
      body: { results: { 'mirror-b.test': 100, 'evil.test': 5 } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'unknown_mirror',
      errors: { results: ['unknown_mirror: Not a mirror: evil.test'] },
    });
    for (const results of [{}, { 'mirror-b.test': -1 }, { 'mirror-b.test': 1.5 }, { 'bad host!': 1 }]) {
      const bad = await fromSite('mirror-a.test', 'POST', '/api/sendAntiBonusResult', {
        token,
        body: { results },
      });
      expect(bad.statusCode, JSON.stringify(results)).toBe(422);
    }
    expect((await probeRows()).length).toBe(before);
  });

  it('summarises the reports of the last day per mirror for the operator', async () => {
    const list = await operator.list();
    expect(list.find((m) => m.host === 'mirror-b.test')).toMatchObject({
      reports: 1,
      failed: 0,
      medianMs: 183,
    });
    expect(list.find((m) => m.host === 'mirror-d.test')).toMatchObject({
      reports: 1,
      failed: 1,
      medianMs: null,
    });
    expect(list.find((m) => m.host === 'mirror-a.test')).toMatchObject({ reports: 0, failed: 0 });
  });
});

describe('GET /pixel.gif', () => {
  it('is a 1×1 transparent GIF on every site host, never cached', async () => {
    for (const host of ['mirror-a.test', 'mirror-b.test:8443', 'www.mirror-d.test']) {
      const res = await server.app.inject({ method: 'GET', url: '/pixel.gif', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cache-control']).toBe('no-store');
      // another mirror's page loads it: a same-site resource policy would block the probe
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const gif = res.rawPayload;
      expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([1, 1]);
      // a graphic control extension whose flags mark a transparent colour
      expect(gif.indexOf(Buffer.from([0x21, 0xf9, 0x04, 0x01]))).toBeGreaterThan(0);
    }
  });

  it('is not served on the API host', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/pixel.gif',
      headers: { host: 'api.mirror-a.test' },
    });
    expect(res.statusCode).toBe(404);
  });
});
