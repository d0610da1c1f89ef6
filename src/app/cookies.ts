import Cookies from 'js-cookie';
import { COOKIE_MAX_AGE, COOKIE_NAMES, DAY_SECONDS } from '../contract/constants';

/**
 * Lifetime of every cookie of SPEC §3, in seconds (SPEC §9 where it gives one); `null` is a session cookie.
 * Lifetimes SPEC does not give are our choice: the landing's affiliate and advertiser cookies (partner, adplace,
 * partnerId, advertiseSource, advId, promo) live 30 days, as advertiseUid and cpaOneUid do, so a visitor who
 * registers within the same attribution window keeps them; adBonusModal lives with the ad bonus it belongs to.
 */
export const COOKIE_LIFETIMES = {
  stag: COOKIE_MAX_AGE.stag,
  partner: 30 * DAY_SECONDS,
  adplace: 30 * DAY_SECONDS,
  partnerId: 30 * DAY_SECONDS,
  advertiseUid: COOKIE_MAX_AGE.advertiseUid,
  cpaOneUid: COOKIE_MAX_AGE.cpaOneUid,
  advertiseSource: 30 * DAY_SECONDS,
  /** The advertiser-id cookie of SPEC §4 Attribution (its name is not shown in SPEC). */
  advId: 30 * DAY_SECONDS,
  prHash: COOKIE_MAX_AGE.prHash,
  simpleAuth: COOKIE_MAX_AGE.simpleAuth,
  promo: 30 * DAY_SECONDS,
  super_bonus: COOKIE_MAX_AGE.superBonus,
  /**
   * SPEC §4 Guest bonus: when each guest bonus period started (see `src/app/guest-bonus.ts`); its name is ours.
   * Long-lived like super_bonus: it must outlive the longest period (7 days) between two visits.
   */
  guestBonus: COOKIE_MAX_AGE.superBonus,
  adBonusType: COOKIE_MAX_AGE.adBonus,
  adBonusValue: COOKIE_MAX_AGE.adBonus,
  adBonusModal: COOKIE_MAX_AGE.adBonus,
  // Only lives across the round trip to the SSO host; a session cookie, so an SSO host that never sends the
  // browser back cannot start a redirect loop before the browser is closed.
  [COOKIE_NAMES.ssoRedirected]: null,
  [COOKIE_NAMES.token]: COOKIE_MAX_AGE.token,
  [COOKIE_NAMES.language]: COOKIE_MAX_AGE.language,
  userIp: COOKIE_MAX_AGE.userIp,
  browser: COOKIE_MAX_AGE.browser,
} as const satisfies Record<string, number | null>;

export type CookieName = keyof typeof COOKIE_LIFETIMES;

/** What a cookie holds: text, except adBonusModal, which is only ever stored as `false` (SPEC §3). */
export type CookieValue<N extends CookieName> = N extends 'adBonusModal' ? false : string;

/** Typed access to the cookies of SPEC §3 by name; `browserCookies` is the real one. */
export interface CookieJar {
  get<N extends CookieName>(name: N): CookieValue<N> | undefined;
  set<N extends CookieName>(name: N, value: CookieValue<N>): void;
  remove(name: CookieName): void;
}

/** Whether a name (from a server answer, say) is one of our cookies. */
export function isCookieName(name: string): name is CookieName {
  return Object.hasOwn(COOKIE_LIFETIMES, name);
}

/** js-cookie attributes of one cookie: whole site, SameSite=Lax, Secure on https, its lifetime in days. */
export function cookieAttributes(name: CookieName): Cookies.CookieAttributes {
  const maxAge = COOKIE_LIFETIMES[name];
  return {
    path: '/',
    sameSite: 'Lax',
    secure: globalThis.location?.protocol === 'https:',
    ...(maxAge === null ? {} : { expires: maxAge / DAY_SECONDS }),
  };
}

/** The cookies of `document.cookie`, through js-cookie (a no-op where there is no document). */
export const browserCookies: CookieJar = {
  get: <N extends CookieName>(name: N) => {
    const raw = Cookies.get(name);
    if (raw === undefined) return undefined;
    return (name === 'adBonusModal' ? false : raw) as CookieValue<N>;
  },
  set: (name, value) => {
    Cookies.set(name, String(value), cookieAttributes(name));
  },
  remove: (name) => Cookies.remove(name, cookieAttributes(name)),
};

/** The promo an attribution answer carries (SPEC §4 Attribution). */
export interface AdBonus {
  type: string;
  value: string;
}

/** Stores the ad bonus cookies for 600 s: its type and value, and adBonusModal (`false`: not shown yet). */
export function storeAdBonus(jar: CookieJar, bonus: AdBonus): void {
  jar.set('adBonusType', bonus.type);
  jar.set('adBonusValue', bonus.value);
  jar.set('adBonusModal', false);
}

/** SPEC §4 Promo: when the promo data cannot be fetched, the promo cookie goes (the caller drops the query). */
export function clearPromoCookie(jar: CookieJar): void {
  jar.remove('promo');
}
