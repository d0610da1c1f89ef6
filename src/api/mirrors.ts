import ky from 'ky';
import type * as z from 'zod/mini';
import {
  affiliateAnswer,
  affiliateBody,
  antiBonusResultBody,
  attachSourceBody,
  ipAnswer,
  latestBuildAnswer,
  mirrorAnswer,
  mirrorsToCheckAnswer,
  navigationRuleAnswer,
  navigationRuleBody,
  pageOpenBody,
  trackingEventBody,
  utmAnswer,
  utmBody,
  type AntiBonusResult,
  type AttachSource,
  type MirrorAnswer,
  type MirrorToCheck,
  type NavigationRule,
  type TrackingEvent,
  type UtmAnswer,
} from '../contract/mirrors';
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

/** Mirror, growth and build calls of issue 5: the ports of domainProbe, attribution, buildCheck and SSO. */
export interface MirrorsApi {
  /** GET /mirror: this domain's configuration, and its new link when it is retired. */
  mirror(): Promise<MirrorAnswer>;
  /** GET /api/getMirrorsToCheck: the mirrors to time, each with its pixel. */
  mirrorsToCheck(): Promise<MirrorToCheck[]>;
  /** POST /api/sendAntiBonusResult: host → pixel load time in ms, or null. */
  sendProbeResults(results: AntiBonusResult['results']): Promise<void>;
  /** PUT /api/v2/tracking/events. */
  trackEvent(event: TrackingEvent): Promise<void>;
  /** POST /middleware/utm with the landing query: the advertiser id and maybe an ad bonus. */
  utm(query: Record<string, string>): Promise<UtmAnswer>;
  /** POST /middleware/registerPageOpenEvent. */
  pageOpen(body: z.input<typeof pageOpenBody>): Promise<void>;
  /** POST /middleware/mirrorRedirect: the navigation rule of a path, or null. */
  navigationRule(path: string): Promise<NavigationRule | null>;
  /** POST /middleware/ip. */
  ip(): Promise<IpAnswer>;
  /** POST /middleware/affiliate: the cookies to keep for the landing's affiliate parameters. */
  affiliate(body: z.input<typeof affiliateBody>): Promise<Record<string, string>>;
  /** POST /api/attachSource: the player's attribution, from the landing's cookies; it outlives the page. */
  attachSource(body: AttachSource): Promise<void>;
  /** GET /builds/latest.json?t=… on the site origin: the id of the deployed build. */
  latestBuild(): Promise<string>;
}

/** Mirror, growth and build calls; every body is checked against the contract and every answer validated. */
export function createMirrorsApi({ api }: ApiClients, site: SiteOrigin): MirrorsApi {
  const now = site.now ?? Date.now;
  // The build file is a static asset of the site: no API headers, no cookies, never from a cache.
  const siteClient = ky.create({
    prefix: site.origin,
    cache: 'no-store',
    retry: 0,
    ...(site.fetch ? { fetch: site.fetch } : {}),
  });
  const send = async (request: Promise<unknown>) => {
    await request;
  };
  return {
    mirror: () => call(() => api.get('mirror').json(mirrorAnswer)),
    mirrorsToCheck: () =>
      call(async () => (await api.get('api/getMirrorsToCheck').json(mirrorsToCheckAnswer)).data.domains),
    sendProbeResults: (results) =>
      call(() =>
        send(api.post('api/sendAntiBonusResult', { json: parseBody(antiBonusResultBody, { results }) })),
      ),
    trackEvent: (event) =>
      call(() => send(api.put('api/v2/tracking/events', { json: parseBody(trackingEventBody, event) }))),
    utm: (query) =>
      call(() => api.post('middleware/utm', { json: parseBody(utmBody, query) }).json(utmAnswer)),
    pageOpen: (body) =>
      call(() => send(api.post('middleware/registerPageOpenEvent', { json: parseBody(pageOpenBody, body) }))),
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
    affiliate: (body) =>
      call(
        async () =>
          (
            await api
              .post('middleware/affiliate', { json: parseBody(affiliateBody, body) })
              .json(affiliateAnswer)
          ).cookies,
      ),
    // Sent right after a registration, which may leave the page at once for the SSO establish link: keepalive
    // lets the request outlive the page.
    attachSource: (body) =>
      call(() =>
        send(api.post('api/attachSource', { json: parseBody(attachSourceBody, body), keepalive: true })),
      ),
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
