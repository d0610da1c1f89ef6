import { describe, expect, it } from 'vitest';
import type { CookieJar, CookieName } from './cookies';
import { trafficSourceOf } from './traffic-source';

const jar = (values: Partial<Record<CookieName, string>>): CookieJar => ({
  get: (name) => values[name] as never,
  set: () => {},
  remove: () => {},
});

describe('trafficSourceOf', () => {
  it('reports the attribution cookies the landing left, and nothing else', () => {
    expect(
      trafficSourceOf(
        jar({ stag: 'aff_1', advId: 'adv-9', cpaOneUid: 'c1', token: 'secret', userIp: '1.2.3.4' }),
      ),
    ).toEqual({
      stag: 'aff_1',
      advId: 'adv-9',
      cpaOneUid: 'c1',
    });
  });

  it('is null for a visitor who came without any', () => {
    expect(trafficSourceOf(jar({ token: 'secret' }))).toBeNull();
  });
});
