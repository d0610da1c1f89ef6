import * as z from 'zod/mini';
import './zod-locale';
import type { Region } from './constants';

/** GET /geo_ip answer; a 451 carries the same body. */
export const geoAnswer = z.object({
  data: z.object({ ip: z.string(), country_code: z.string() }),
});
export type GeoAnswer = z.infer<typeof geoAnswer>;

/** Region rule of SPEC §4: KZ stays KZ, anything else becomes RU. */
export function regionOf(countryCode: string | null | undefined): Region {
  return countryCode?.toUpperCase() === 'KZ' ? 'KZ' : 'RU';
}
