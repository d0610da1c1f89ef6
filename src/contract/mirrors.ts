import * as z from 'zod/mini';
import './zod-locale';
import { TRACKING_EVENTS, UTM_PARAMETERS } from './page-start';
import { CONTROL_CHARACTERS_TEXT, hasControlCharacters, lineText } from './text';

export * from './page-start';

/**
 * Mirrors and growth (issue 5): the mirror registry, domain probing, tracking events, the navigation middleware
 * chain's calls, attribution and the deployed build's id. Shared by the server's validation and the browser's.
 */

const hostName = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1),
    z.maxLength(253),
    z.regex(/^[a-z0-9.-]+$/, 'host_invalid: Not a host name'),
  );
const shortText = lineText().check(z.trim(), z.minLength(1), z.maxLength(200));
const optionalText = z.optional(lineText().check(z.trim(), z.maxLength(200)));
/** Affiliate values become cookies: the server cleans them (affiliate.ts) rather than refusing them. */
const affiliateText = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/** POST /middleware/mirror and /middleware/ip carry no data. */
export const middlewareEmptyBody = z.strictObject({});

/** GET /api/getMirrorsToCheck: the active mirrors other than this one, each with a pixel to time. */
export const mirrorsToCheckAnswer = z.object({
  data: z.object({
    domains: z.array(z.object({ cleanUrl: z.string(), pixel: z.string() })),
  }),
});
export type MirrorToCheck = z.infer<typeof mirrorsToCheckAnswer>['data']['domains'][number];

/** Longest a probe result may claim, in ms: far above any probe's timeout. */
export const MAX_PROBE_MS = 600_000;

/** POST /api/sendAntiBonusResult: host → pixel load time in ms, or null when it did not load in time. */
export const antiBonusResultBody = z.strictObject({
  results: z
    .record(hostName, z.nullable(z.int().check(z.minimum(0), z.maximum(MAX_PROBE_MS))))
    .check(
      z.refine(
        (r) => Object.keys(r).length > 0 && Object.keys(r).length <= 50,
        'results_count: Between 1 and 50 results',
      ),
    ),
});
export type AntiBonusResult = z.infer<typeof antiBonusResultBody>;

/** PUT /api/v2/tracking/events. */
export const trackingEventBody = z.strictObject({
  name: z.enum(TRACKING_EVENTS),
  data: z.strictObject({
    session_id: lineText().check(z.trim(), z.minLength(8), z.maxLength(64)),
    mirror: z.optional(hostName),
  }),
});
export type TrackingEvent = z.infer<typeof trackingEventBody>;

/** POST /middleware/utm: the landing URL's query parameters as sent. */
export const utmBody = z.record(z.string().check(z.maxLength(64)), lineText().check(z.maxLength(500))).check(
  z.refine((q) => Object.keys(q).length <= 50, 'too_many_parameters: At most 50 parameters'),
  z.superRefine((q, ctx) => {
    for (const name of Object.keys(q)) {
      if (hasControlCharacters(name))
        ctx.addIssue({ code: 'custom', path: [name], message: CONTROL_CHARACTERS_TEXT });
    }
    for (const name of UTM_PARAMETERS) {
      if ((q[name] ?? '').trim() === '')
        ctx.addIssue({ code: 'custom', path: [name], message: `utm_incomplete: ${name} is required` });
    }
  }),
);
export const utmAnswer = z.object({
  advId: z.string(),
  promo: z.nullable(z.object({ type: z.string(), value: z.string() })),
});
export type UtmAnswer = z.infer<typeof utmAnswer>;

/** POST /middleware/registerPageOpenEvent. */
export const pageOpenBody = z.strictObject({
  subH: shortText,
  uuid: z.uuid(),
  click_url: z.url().check(
    z.maxLength(2_000),
    z.refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_TEXT),
  ),
});

/** POST /middleware/affiliate: the landing's affiliate parameters, normalised for the cookies. */
export const affiliateBody = z.strictObject({
  stag: affiliateText,
  partner: affiliateText,
  adplace: affiliateText,
  partnerId: affiliateText,
  prHash: affiliateText,
  advertiseUid: affiliateText,
  advertiseSource: affiliateText,
  cpaOneUid: affiliateText,
});
export const affiliateAnswer = z.object({
  cookies: z.record(z.string(), z.string()),
});

/** POST /api/attachSource: a player's attribution, from the cookies the landing left. */
export const attachSourceBody = z
  .strictObject({
    stag: optionalText,
    promo: optionalText,
    partnerId: optionalText,
    advId: optionalText,
    advertiseUid: optionalText,
    advertiseSource: optionalText,
    cpaOneUid: optionalText,
    prHash: optionalText,
  })
  .check(
    z.refine(
      (b) => Object.values(b).some((v) => v !== undefined && v !== ''),
      'source_empty: At least one source field is required',
    ),
  );
export type AttachSource = z.infer<typeof attachSourceBody>;

/** GET /builds/latest.json?t=…: `t` only defeats caches on the way. */
export const latestBuildQuery = z.strictObject({ t: z.optional(z.string().check(z.maxLength(64))) });
