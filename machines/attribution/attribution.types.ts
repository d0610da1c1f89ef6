import type { UtmAnswer } from '../../src/contract/mirrors';
import { UTM_PARAMETERS } from '../../src/contract/page-start';

/** What the browser knows at the start of the visit. */
export interface AttributionInput {
  /** The landing address's query parameters (the last value of a repeated one). */
  landingQuery: Record<string, string>;
  /** The advertiser cookie (`advId`) is set already: this visitor is attributed. */
  hasAdvertiserCookie: boolean;
}

export type AttributionContext = AttributionInput;

/** POST /middleware/utm's answer: the advertiser id, and the ad bonus of a promo. */
export type AttributionAnswer = UtmAnswer;

/** SPEC §8: the one text a failed attribution call is logged with. */
export const ATTRIBUTION_FAILURE_LOG = 'middleware error';

/** SPEC §5: utm_source, utm_medium, utm_campaign and utm_term are all there and not empty. */
export function hasAllUtmParameters(query: Record<string, string>): boolean {
  return UTM_PARAMETERS.every((name) => (query[name] ?? '').trim() !== '');
}
