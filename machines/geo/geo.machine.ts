import { assign, setup } from 'xstate';
import { regionOf } from '../../src/contract/geo';
import { notProvided, notProvidedAction } from '../shared/not-provided';
import type { GeoContext, GeoEvent, GeoInput, GeoLookup } from './geo.types';

/** Geo check of SPEC §4: 451 blocks (the router shows /no-access), anything else allows with a region. */
export const geoMachine = setup({
  types: {
    context: {} as GeoContext,
    events: {} as GeoEvent,
    input: {} as GeoInput,
  },
  actors: {
    /** GET /geo_ip. */
    lookupGeo: notProvided<GeoLookup>('lookupGeo'),
  },
  guards: {
    isBot: ({ context }) => context.isBot,
    isBlocked: (_, params: { lookup: GeoLookup }) => params.lookup.blocked,
  },
  actions: {
    // SPEC §8: a failed geo lookup is logged only; the player is let in.
    logGeoFailure: (_, _params: { error: unknown }) => notProvidedAction('logGeoFailure'),
    assignLookup: assign((_, params: { lookup: GeoLookup }) => ({
      ip: params.lookup.ip,
      countryCode: params.lookup.countryCode,
      region: regionOf(params.lookup.countryCode),
    })),
  },
}).createMachine({
  id: 'geo',
  description:
    'Looks up the visitor country: 451 means blocked, otherwise allowed with region KZ or RU; bots are not checked.',
  context: ({ input }) => ({ isBot: input.isBot, ip: null, countryCode: null, region: regionOf(null) }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Bots skip the check (SPEC §4 Geo).',
      always: [{ guard: 'isBot', target: 'allowed' }, { target: 'checking' }],
    },
    checking: {
      description: 'GET /geo_ip in flight.',
      tags: ['busy'],
      invoke: {
        src: 'lookupGeo',
        onDone: [
          {
            guard: { type: 'isBlocked', params: ({ event }) => ({ lookup: event.output }) },
            target: 'blocked',
            actions: { type: 'assignLookup', params: ({ event }) => ({ lookup: event.output }) },
          },
          {
            target: 'allowed',
            actions: { type: 'assignLookup', params: ({ event }) => ({ lookup: event.output }) },
          },
        ],
        onError: {
          target: 'allowed',
          actions: { type: 'logGeoFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    allowed: {
      description: 'The visitor may use the site; /no-access redirects to /.',
      on: { 'geo.check': { target: 'checking' } },
    },
    blocked: {
      description: 'HTTP 451: the router shows /no-access.',
      on: { 'geo.check': { target: 'checking' } },
    },
  },
});
