import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/server/http/security';

const cspOf = (headers: ReturnType<ReturnType<typeof securityHeaders>>) =>
  String(headers.set['content-security-policy']);
const connectSrc = (csp: string) => csp.match(/connect-src ([^;]*)/)?.[1]?.trim();

describe('security headers recorded once per API origins', () => {
  it('gives each host its own API origins, however many hosts came before, and keeps the recent ones', () => {
    const headersFor = securityHeaders(false, ['casino.test']);
    // past both caches' sizes (origins, Host headers): later hosts still get their own origins
    for (let i = 0; i < 300; i++) {
      const csp = cspOf(headersFor(`site-${i}.test:8080`));
      expect(connectSrc(csp)).toBe(
        `'self' http://api.site-${i}.test:8080 https://api.site-${i}.test:8080 ws://api.site-${i}.test:8080 ` +
          `wss://api.site-${i}.test:8080`,
      );
    }
    // a flood of made-up hosts pushed the first out; the latest are kept
    expect(headersFor('site-299.test:8080')).toBe(headersFor('site-299.test:8080'));
    expect(connectSrc(cspOf(headersFor('site-0.test:8080')))).toContain('api.site-0.test:8080');
  });

  it('answers a host seen before with the same headers as the first time', () => {
    const headersFor = securityHeaders(true, ['casino.test']);
    const first = headersFor('casino.test');
    expect(connectSrc(cspOf(headersFor('other.test')))).toContain('api.other.test');
    // the same origins are served from the same record
    expect(headersFor('www.CASINO.test')).toBe(first);
    expect(cspOf(headersFor('casino.test'))).toContain('upgrade-insecure-requests');
    expect(Object.keys(first.set)).toEqual(
      expect.arrayContaining(['strict-transport-security', 'x-frame-options', 'x-content-type-options']),
    );
    expect(first.removed).toEqual(['x-powered-by']);
  });

  it('lets no Host header write into the policy, cached or not', () => {
    const headersFor = securityHeaders(false, []);
    for (const host of ['evil.test; script-src *', 'a b', undefined, '', 'evil.test; script-src *']) {
      const csp = cspOf(headersFor(host));
      expect(connectSrc(csp), String(host)).toBe("'self'");
      expect(csp).not.toContain('evil.test');
    }
  });
});
