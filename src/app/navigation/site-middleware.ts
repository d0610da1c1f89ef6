import type { MirrorsApi } from '../../api/mirrors';
import { isCookieName, type CookieJar } from '../cookies';
import type { Middleware } from './middleware-chain';

/** The middleware every navigation runs, in this order; a route may ask for more (`staticData.middleware`). */
export const DEFAULT_MIDDLEWARE = ['mirrorRedirect', 'affiliate', 'ip', 'pageOpen'] as const;

/** Landing query parameters the affiliate step hands to the server. */
const AFFILIATE_PARAMETERS = [
  'stag',
  'partner',
  'adplace',
  'partnerId',
  'prHash',
  'advertiseUid',
  'advertiseSource',
  'cpaOneUid',
] as const;

export interface SiteMiddlewareDeps {
  api: Pick<MirrorsApi, 'navigationRule' | 'affiliate' | 'ip' | 'pageOpen'>;
  cookies: CookieJar;
  /** SPEC §8: these calls' failures are logged only and never stop a navigation. */
  log: (message: string, error: unknown) => void;
}

const proceed = { kind: 'proceed' } as const;
const queryOf = (href: string) => new URL(href, 'http://site.invalid').searchParams;

/**
 * The named steps of the site's navigation chain:
 * - `mirrorRedirect`: the per-path rule (POST /middleware/mirrorRedirect) may redirect inside the site or away;
 * - `affiliate`: a landing with affiliate parameters keeps the cookies the server answers (POST /middleware/affiliate);
 * - `ip`: without the user IP cookie, the address and browser the server saw are kept for a day (POST /middleware/ip);
 * - `pageOpen`: a landing from a partner click (`subH`, `uuid`, `click_url`) is registered.
 */
export function siteMiddleware({ api, cookies, log }: SiteMiddlewareDeps): Record<string, Middleware> {
  const quietly = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log(`middleware ${what} failed`, error);
    }
    return proceed;
  };
  return {
    mirrorRedirect: async ({ path }) => {
      try {
        const rule = await api.navigationRule(path);
        return rule ? { kind: rule.kind, target: rule.target } : proceed;
      } catch (error) {
        log('middleware mirrorRedirect failed', error);
        return proceed;
      }
    },
    affiliate: ({ href }) => {
      const query = queryOf(href);
      const given = AFFILIATE_PARAMETERS.filter((name) => query.get(name));
      if (given.length === 0) return Promise.resolve(proceed);
      return quietly('affiliate', async () => {
        const body = Object.fromEntries(given.map((name) => [name, query.get(name) ?? '']));
        const keep = await api.affiliate(body);
        // only affiliate cookies: an answer must never touch the token or the SSO loop guard
        for (const name of AFFILIATE_PARAMETERS) {
          const value = keep[name];
          if (value && isCookieName(name)) cookies.set(name, value);
        }
      });
    },
    ip: () => {
      if (cookies.get('userIp') !== undefined) return Promise.resolve(proceed);
      return quietly('ip', async () => {
        const seen = await api.ip();
        cookies.set('userIp', seen.ip);
        cookies.set('browser', seen.browser);
      });
    },
    pageOpen: ({ href }) => {
      const query = queryOf(href);
      const subH = query.get('subH');
      const uuid = query.get('uuid');
      const clickUrl = query.get('click_url');
      if (!subH || !uuid || !clickUrl) return Promise.resolve(proceed);
      return quietly('pageOpen', () => api.pageOpen({ subH, uuid, click_url: clickUrl }));
    },
  };
}
