import ky from 'ky';
import type * as z from 'zod/mini';
import {
  ipAnswer,
  latestBuildAnswer,
  mirrorAnswer,
  navigationRuleAnswer,
  navigationRuleBody,
  type MirrorAnswer,
  type NavigationRule,
} from '../contract/page-start';
import type { ApiClients } from './client';
import { call, parseBody } from './errors';

/** What the site origin gives: where the page was served from (builds/latest.json lives there, not on api.). */
export interface SiteOrigin {
  /** `https://mirror-a.test`: the page's own origin. */
  origin: string;
  /** Milliseconds for the cache-busting `t` parameter; `Date.now` unless a test fixes it. */
  now?: () => number;
  /** For tests. */
  fetch?: typeof fetch;
}

/** The visitor's address and browser as the server saw them (POST /middleware/ip). */
export type IpAnswer = z.infer<typeof ipAnswer>;

/** The mirror calls every page makes as it starts: the SSO flow's, the navigation chain's and the build check's. */
export interface PageStartApi {
  /** GET /mirror: this domain's configuration, and its new link when it is retired. */
  mirror(): Promise<MirrorAnswer>;
  /** POST /middleware/mirrorRedirect: the navigation rule of a path, or null. */
  navigationRule(path: string): Promise<NavigationRule | null>;
  /** POST /middleware/ip. */
  ip(): Promise<IpAnswer>;
  /** GET /builds/latest.json?t=… on the site origin: the id of the deployed build. */
  latestBuild(): Promise<string>;
}

/** The page's start calls; every body is checked against the contract and every answer validated. */
export function createPageStartApi({ api }: ApiClients, site: SiteOrigin): PageStartApi {
  const now = site.now ?? Date.now;
  // The build file is a static asset of the site: no API headers, no cookies, never from a cache.
  const siteClient = ky.create({
    prefix: site.origin,
    cache: 'no-store',
    retry: 0,
    ...(site.fetch ? { fetch: site.fetch } : {}),
  });
  return {
    mirror: () => call(() => api.get('mirror').json(mirrorAnswer)),
    navigationRule: (path) =>
      call(
        async () =>
          (
            await api
              .post('middleware/mirrorRedirect', { json: parseBody(navigationRuleBody, { path }) })
              .json(navigationRuleAnswer)
          ).rule,
      ),
    ip: () => call(() => api.post('middleware/ip').json(ipAnswer)),
    latestBuild: () =>
      call(
        async () =>
          (
            await siteClient
              .get('builds/latest.json', { searchParams: { t: String(now()) } })
              .json(latestBuildAnswer)
          ).id,
      ),
  };
}
