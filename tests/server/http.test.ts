import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, SITE, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    BLOCKED_COUNTRIES: 'US',
    COUNTRY_HEADER: 'cf-ipcountry',
    SITE_HOSTS: 'casino.test',
    MIRROR_HOSTS: 'mirror-b.test',
  });
});
afterAll(() => server.close());

describe('host routing', () => {
  it('answers API paths on the api. host', async () => {
    const res = await server.app.inject({ url: '/geo_ip', headers: API });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ip: '127.0.0.1', country_code: 'RU' } });
  });

  it('does not answer API paths on the site host', async () => {
    const res = await server.app.inject({ url: '/geo_ip', headers: SITE });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('country_code');
  });

  it('serves the SPA at the root path', async () => {
    const res = await server.app.inject({ url: '/', headers: SITE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves the SPA for any site path and a JSON 404 for unknown API paths', async () => {
    const page = await server.app.inject({ url: '/games/crash', headers: SITE });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const api = await server.app.inject({ url: '/games/crash', headers: API });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('geo', () => {
  it('answers 451 with the same body for a blocked country from the trusted header', async () => {
    const res = await server.app.inject({ url: '/geo_ip', headers: { ...API, 'cf-ipcountry': 'us' } });
    expect(res.statusCode).toBe(451);
    expect(res.json()).toEqual({ data: { ip: '127.0.0.1', country_code: 'US' } });
  });

  it('ignores a malformed country header', async () => {
    const res = await server.app.inject({ url: '/geo_ip', headers: { ...API, 'cf-ipcountry': 'x1' } });
    expect(res.json().data.country_code).toBe('RU');
  });
});

describe('security headers and CORS', () => {
  it('sends HSTS, nosniff, frame-ancestors and a strict CSP', async () => {
    const res = await server.app.inject({ url: '/', headers: SITE });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('http://api.casino.test');
  });

  it('never lets a Host header write its own directives into the CSP', async () => {
    for (const host of [
      "casino.test;script-src 'unsafe-inline' *",
      'casino.test report-uri https://evil.test',
    ]) {
      const res = await server.app.inject({ url: '/', headers: { host } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, host).not.toContain("unsafe-inline' *");
      expect(csp, host).not.toContain('evil.test');
      expect(csp, host).toContain("script-src 'self';");
      expect(csp.match(/connect-src ([^;]*)/)?.[1]?.trim(), host).toBe("'self'");
    }
  });

  it('lets images load from the site’s own domains only: the domain check times their pixels', async () => {
    const res = await server.app.inject({ url: '/', headers: SITE });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/)).toEqual([
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'http://casino.test:*',
      'https://casino.test:*',
      'http://mirror-b.test:*',
      'https://mirror-b.test:*',
    ]);
  });

  it('allows the site origin and never reflects an arbitrary origin', async () => {
    const ok = await server.app.inject({
      url: '/geo_ip',
      headers: { ...API, origin: 'http://casino.test:8080' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://casino.test:8080');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await server.app.inject({
      url: '/geo_ip',
      headers: { ...API, origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health', () => {
  it('reports live and ready on any host', async () => {
    expect((await server.app.inject({ url: '/healthz', headers: SITE })).json()).toEqual({ status: 'ok' });
    expect((await server.app.inject({ url: '/readyz', headers: API })).json()).toEqual({ status: 'ready' });
  });
});
