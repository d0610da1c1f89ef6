import type { GeoLookup } from '../../machines/geo/geo.types';
import { geoAnswer } from '../contract/geo';
import type { ApiClients } from './client';
import { call } from './errors';

/** The geo port of the geo machine. */
export interface GeoApi {
  lookupGeo(): Promise<GeoLookup>;
}

const BLOCKED = 451;

/** GET /geo_ip: a 451 is an answer (blocked) with the same body, not a failure (SPEC §7). */
export function createGeoApi({ api }: ApiClients): GeoApi {
  return {
    lookupGeo: () =>
      call(async () => {
        const response = await api.get('geo_ip', { throwHttpErrors: (status) => status !== BLOCKED });
        const { data } = geoAnswer.parse(await response.json());
        return { blocked: response.status === BLOCKED, ip: data.ip, countryCode: data.country_code };
      }),
  };
}
