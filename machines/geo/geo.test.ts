import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { geoMachine } from './geo.machine';
import { selectCountryCode, selectGeoRegion, selectIsGeoBlocked, selectIsGeoPending } from './geo.select';
import type { GeoLookup } from './geo.types';

function startGeo(lookup: () => Promise<GeoLookup>, isBot = false) {
  const log: string[] = [];
  const machine = geoMachine.provide({
    actors: { lookupGeo: fromPromise(async () => (log.push('lookup'), lookup())) },
    actions: { logGeoFailure: () => log.push('logged') },
  });
  return { actor: createActor(machine, { input: { isBot } }).start(), log };
}

describe('geo', () => {
  it('blocks on a 451 answer', async () => {
    const { actor } = startGeo(async () => ({ blocked: true, ip: '1.1.1.1', countryCode: 'US' }));
    expect(selectIsGeoPending(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => !selectIsGeoPending(s));
    expect(selectIsGeoBlocked(actor.getSnapshot())).toBe(true);
  });

  it('allows with region KZ for Kazakhstan', async () => {
    const { actor } = startGeo(async () => ({ blocked: false, ip: '2.2.2.2', countryCode: 'kz' }));
    await waitFor(actor, (s) => s.matches('allowed'));
    expect(selectGeoRegion(actor.getSnapshot())).toBe('KZ');
    expect(selectCountryCode(actor.getSnapshot())).toBe('kz');
  });

  it('allows with region RU for any other country', async () => {
    const { actor } = startGeo(async () => ({ blocked: false, ip: '3.3.3.3', countryCode: 'DE' }));
    await waitFor(actor, (s) => s.matches('allowed'));
    expect(selectGeoRegion(actor.getSnapshot())).toBe('RU');
  });

  it('lets the player in with region RU and only logs when the lookup fails', async () => {
    const { actor, log } = startGeo(async () => Promise.reject(new Error('network')));
    await waitFor(actor, (s) => s.matches('allowed'));
    expect(selectGeoRegion(actor.getSnapshot())).toBe('RU');
    expect(selectIsGeoBlocked(actor.getSnapshot())).toBe(false);
    expect(log).toEqual(['lookup', 'logged']);
  });

  it('skips the check for bots', () => {
    const { actor, log } = startGeo(async () => ({ blocked: true, ip: '', countryCode: 'US' }), true);
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(log).toEqual([]);
  });
});
