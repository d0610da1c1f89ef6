import type { Region } from '../../src/contract/constants';

/** What the geo port answers: GET /geo_ip, where a 451 is a normal answer meaning "blocked". */
export interface GeoLookup {
  blocked: boolean;
  ip: string;
  countryCode: string;
}

export interface GeoInput {
  /** SPEC §4: bots skip the geo check. */
  isBot: boolean;
}

export interface GeoContext {
  isBot: boolean;
  ip: string | null;
  countryCode: string | null;
  region: Region;
}

export type GeoEvent = { type: 'geo.check' };
