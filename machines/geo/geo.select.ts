import type { SnapshotFrom } from 'xstate';
import type { Region } from '../../src/contract/constants';
import type { geoMachine } from './geo.machine';

export type GeoSnapshot = SnapshotFrom<typeof geoMachine>;

/** The geo check has not answered yet. */
export const selectIsGeoPending = (s: GeoSnapshot): boolean => s.matches('deciding') || s.matches('checking');

/** The visitor's country is blocked (HTTP 451): show /no-access. */
export const selectIsGeoBlocked = (s: GeoSnapshot): boolean => s.matches('blocked');

/** The visitor's region from the geo check (RU until known). */
export const selectGeoRegion = (s: GeoSnapshot): Region => s.context.region;

/** The visitor's country code, null until known or for bots. */
export const selectCountryCode = (s: GeoSnapshot): string | null => s.context.countryCode;
