// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserCookies,
  clearPromoCookie,
  cookieAttributes,
  COOKIE_LIFETIMES,
  isCookieName,
  storeAdBonus,
  type CookieName,
} from './cookies';

const DAY = 86_400;

afterEach(() => {
  for (const name of Object.keys(COOKIE_LIFETIMES) as CookieName[]) browserCookies.remove(name);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Seconds of the `expires` js-cookie was given for the last write of `name`, or null for none. */
function writtenLifetime(set: ReturnType<typeof vi.spyOn>, name: CookieName): number | null {
  const call = set.mock.calls.findLast((c: unknown[]) => c[0] === name);
  const expires = (call?.[2] as Cookies.CookieAttributes | undefined)?.expires;
  return typeof expires === 'number' ? Math.round(expires * DAY) : null;
}

describe('cookies', () => {
  it('writes every cookie with its SPEC §9 lifetime (and our choices where SPEC gives none)', () => {
    const set = vi.spyOn(Cookies, 'set');
    const expected: Record<CookieName, number | null> = {
      stag: DAY,
      partner: 30 * DAY,
      adplace: 30 * DAY,
      partnerId: 30 * DAY,
      advertiseUid: 30 * DAY,
      cpaOneUid: 30 * DAY,
      advertiseSource: 30 * DAY,
      advId: 30 * DAY,
      prHash: DAY,
      simpleAuth: DAY,
      promo: 30 * DAY,
      super_bonus: 5 * 365 * DAY,
      guestBonus: 5 * 365 * DAY,
      adBonusType: 600,
      adBonusValue: 600,
      adBonusModal: 600,
      ssoRedirected: null,
      token: 30 * DAY,
      language: 365 * DAY,
      userIp: DAY,
      browser: DAY,
    };
    for (const name of Object.keys(expected) as CookieName[]) {
      if (name === 'adBonusModal') browserCookies.set(name, false);
      else browserCookies.set(name, 'x');
    }
    const written = Object.fromEntries(
      (Object.keys(expected) as CookieName[]).map((name) => [name, writtenLifetime(set, name)]),
    );
    expect(written).toEqual(expected);
  });

  it('lets the ad bonus cookies expire after 600 s', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-01T12:00:00Z') });
    storeAdBonus(browserCookies, { type: 'freespins', value: '50' });
    vi.setSystemTime(new Date('2025-03-01T12:09:59Z'));
    expect(browserCookies.get('adBonusType')).toBe('freespins');
    expect(browserCookies.get('adBonusValue')).toBe('50');
    vi.setSystemTime(new Date('2025-03-01T12:10:01Z'));
    expect(browserCookies.get('adBonusType')).toBeUndefined();
    expect(browserCookies.get('adBonusValue')).toBeUndefined();
    expect(browserCookies.get('adBonusModal')).toBeUndefined();
  });

  it('stores adBonusModal as `false` whenever it is set, and reads it back as false', () => {
    storeAdBonus(browserCookies, { type: 'deposit', value: '100' });
    expect(document.cookie).toContain('adBonusModal=false');
    expect(browserCookies.get('adBonusModal')).toBe(false);
    browserCookies.remove('adBonusModal');
    expect(browserCookies.get('adBonusModal')).toBeUndefined();
  });

  it('keeps the token for 30 days and the language for a year, whole site, SameSite=Lax', () => {
    const set = vi.spyOn(Cookies, 'set');
    browserCookies.set('token', 'abc');
    browserCookies.set('language', 'kz');
    expect(set).toHaveBeenCalledWith('token', 'abc', expect.objectContaining({ expires: 30, path: '/' }));
    expect(set).toHaveBeenCalledWith('language', 'kz', expect.objectContaining({ expires: 365 }));
    expect(set.mock.calls.every(([, , attributes]) => attributes?.sameSite === 'Lax')).toBe(true);
    expect(browserCookies.get('token')).toBe('abc');
    expect(browserCookies.get('language')).toBe('kz');
  });

  it('marks cookies Secure on https only', () => {
    expect(cookieAttributes('token').secure).toBe(false);
    vi.stubGlobal('location', { protocol: 'https:' });
    expect(cookieAttributes('token').secure).toBe(true);
  });

  it('clears the promo cookie when promo data cannot be fetched, and nothing else', () => {
    browserCookies.set('promo', 'WELCOME');
    browserCookies.set('stag', 's-1');
    clearPromoCookie(browserCookies);
    expect(browserCookies.get('promo')).toBeUndefined();
    expect(browserCookies.get('stag')).toBe('s-1');
  });

  it('knows its cookie names and nothing else', () => {
    expect(['advId', 'super_bonus', 'token'].map(isCookieName)).toEqual([true, true, true]);
    expect(['constructor', 'toString', 'session'].map(isCookieName)).toEqual([false, false, false]);
  });
});
