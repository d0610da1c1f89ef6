import { describe, expect, it, vi } from 'vitest';
import type { CookieJar, CookieName } from '../cookies';
import { siteMiddleware } from './site-middleware';

function jar(initial: Partial<Record<CookieName, string>> = {}) {
  const store = new Map<string, unknown>(Object.entries(initial));
  const cookies: CookieJar = {
    get: (name) => store.get(name) as never,
    set: (name, value) => void store.set(name, value),
    remove: (name) => void store.delete(name),
  };
  return { cookies, store };
}

function steps(over: Partial<Parameters<typeof siteMiddleware>[0]['api']> = {}, initial = {}) {
  const api = {
    navigationRule: vi.fn(async () => null),
    affiliate: vi.fn(async () => ({})),
    ip: vi.fn(async () => ({ ip: '203.0.113.9', browser: 'Chrome 131' })),
    pageOpen: vi.fn(async () => {}),
    ...over,
  };
  const { cookies, store } = jar(initial);
  const log = vi.fn();
  return { api, store, log, m: siteMiddleware({ api, cookies, log }) };
}

const at = (href: string) => ({ path: new URL(href, 'http://x.test').pathname, href });

describe('site middleware', () => {
  it('mirrorRedirect follows the path’s rule, internal or external, and lets other paths through', async () => {
    const t = steps({
      navigationRule: vi.fn(async (path: string) =>
        path === '/old'
          ? { kind: 'internal' as const, target: '/new' }
          : path === '/away'
            ? { kind: 'external' as const, target: 'https://p.test/' }
            : null,
      ),
    });
    await expect(t.m.mirrorRedirect!(at('/old'))).resolves.toEqual({ kind: 'internal', target: '/new' });
    await expect(t.m.mirrorRedirect!(at('/away'))).resolves.toEqual({
      kind: 'external',
      target: 'https://p.test/',
    });
    await expect(t.m.mirrorRedirect!(at('/casino'))).resolves.toEqual({ kind: 'proceed' });
  });

  it('mirrorRedirect logs a failed rule lookup and lets the navigation through (SPEC §8)', async () => {
    const t = steps({ navigationRule: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(t.m.mirrorRedirect!(at('/casino'))).resolves.toEqual({ kind: 'proceed' });
    expect(t.log).toHaveBeenCalledWith('middleware mirrorRedirect failed', expect.any(Error));
  });

  it('affiliate sends the landing’s affiliate parameters and keeps only known cookies it answers', async () => {
    const t = steps({
      affiliate: vi.fn(async () => ({
        stag: 'aff_1',
        partner: 'p9',
        evil: 'x',
        token: 'forged',
        ssoRedirected: '1',
      })),
    });
    await t.m.affiliate!(at('/?stag=aff_1&partner=p9&utm_source=x'));
    expect(t.api.affiliate).toHaveBeenCalledWith({ stag: 'aff_1', partner: 'p9' });
    expect(Object.fromEntries(t.store)).toEqual({ stag: 'aff_1', partner: 'p9' });
  });

  it('affiliate does nothing without affiliate parameters', async () => {
    const t = steps();
    await t.m.affiliate!(at('/casino?utm_source=x'));
    expect(t.api.affiliate).not.toHaveBeenCalled();
  });

  it('ip keeps the address and browser once, then not again while the cookie lives', async () => {
    const t = steps();
    await t.m.ip!(at('/'));
    expect(Object.fromEntries(t.store)).toEqual({ userIp: '203.0.113.9', browser: 'Chrome 131' });
    await t.m.ip!(at('/casino'));
    expect(t.api.ip).toHaveBeenCalledTimes(1);
  });

  it('pageOpen registers a partner click only when all three parameters are there', async () => {
    const t = steps();
    await t.m.pageOpen!(at('/?subH=s1&uuid=6f1c1b2e-8a4b-4f6e-9c1d-2b3a4c5d6e7f'));
    expect(t.api.pageOpen).not.toHaveBeenCalled();
    await t.m.pageOpen!(
      at('/?subH=s1&uuid=6f1c1b2e-8a4b-4f6e-9c1d-2b3a4c5d6e7f&click_url=https%3A%2F%2Fads.test%2Fc%2F1'),
    );
    expect(t.api.pageOpen).toHaveBeenCalledWith({
      subH: 's1',
      uuid: '6f1c1b2e-8a4b-4f6e-9c1d-2b3a4c5d6e7f',
      click_url: 'https://ads.test/c/1',
    });
  });
});
