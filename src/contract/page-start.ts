import * as z from 'zod/mini';
import './zod-locale';
import { lineText } from './text';

/**
 * The mirror calls every page makes as it starts (its domain's configuration, the navigation chain's rule and IP
 * calls, the deployed build's id) and the names the start's flows check against. Apart from the rest of the mirror
 * contract (mirrors.ts, which re-exports these) so that a page's first load builds only these schemas.
 */

/** GET /mirror on the API host of the domain the browser is on. */
export const mirrorAnswer = z.object({
  /** Set when this domain is retired: the browser goes to `newLink` (keeping path and query), as a 301 would. */
  redirect: z.nullable(z.object({ newLink: z.string(), oldDomain: z.string() })),
  /** The central SSO address a browser without a token is sent to (SPEC §4 SSO flow); null without SSO. */
  sso: z.nullable(z.string()),
  /** The search-engine verification meta value of this domain. */
  meta: z.nullable(z.string()),
  settings: z.object({
    revshare_service_frontend_url: z.nullable(z.string()),
    telegram_channel_url: z.nullable(z.string()),
  }),
});
export type MirrorAnswer = z.infer<typeof mirrorAnswer>;

/** POST /middleware/mirrorRedirect: the rule of the path being navigated to, if any. */
export const navigationRuleBody = z.strictObject({
  path: lineText().check(z.startsWith('/'), z.maxLength(2_000)),
});
export const navigationRuleAnswer = z.object({
  rule: z.nullable(z.object({ kind: z.enum(['internal', 'external']), target: z.string() })),
});
export type NavigationRule = NonNullable<z.infer<typeof navigationRuleAnswer>['rule']>;

/** POST /middleware/ip: the visitor's address and browser as the server saw them (kept in cookies for a day). */
export const ipAnswer = z.object({ ip: z.string(), browser: z.string() });

/** GET /builds/latest.json: the id of the deployed build. */
export const latestBuildAnswer = z.object({ id: z.string().check(z.minLength(1)) });

/**
 * Names of the tracking events the browser sends: the SSO availability pair, and the SPEC §8 analytics events of a
 * failed login or registration (`auth_error`) and of a refused promo code (`promo_code_error`).
 */
export const TRACKING_EVENTS = [
  'ssoAvailabilityCreate',
  'ssoAvailabilityFinish',
  'auth_error',
  'promo_code_error',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENTS)[number];

/** The landing query parameters POST /middleware/utm requires. */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;
