import type * as z from 'zod/mini';
import {
  affiliateAnswer,
  affiliateBody,
  antiBonusResultBody,
  attachSourceBody,
  mirrorsToCheckAnswer,
  pageOpenBody,
  trackingEventBody,
  utmAnswer,
  utmBody,
  type AntiBonusResult,
  type AttachSource,
  type MirrorToCheck,
  type TrackingEvent,
  type UtmAnswer,
} from '../contract/mirrors';
import type { ApiClients } from './client';
import { call, parseBody } from './errors';
import { createPageStartApi, type PageStartApi, type SiteOrigin } from './page-start';

export type { IpAnswer, SiteOrigin } from './page-start';

/** Mirror, growth and build calls of issue 5: the ports of domainProbe, attribution, buildCheck and SSO. */
export interface MirrorsApi extends PageStartApi {
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
  /** POST /middleware/affiliate: the cookies to keep for the landing's affiliate parameters. */
  affiliate(body: z.input<typeof affiliateBody>): Promise<Record<string, string>>;
  /** POST /api/attachSource: the player's attribution, from the landing's cookies; it outlives the page. */
  attachSource(body: AttachSource): Promise<void>;
}

/** Mirror, growth and build calls; every body is checked against the contract and every answer validated. */
export function createMirrorsApi(clients: ApiClients, site: SiteOrigin): MirrorsApi {
  const { api } = clients;
  const send = async (request: Promise<unknown>) => {
    await request;
  };
  return {
    ...createPageStartApi(clients, site),
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
  };
}
