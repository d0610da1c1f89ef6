import { assign, setup } from 'xstate';
import { TIMINGS } from '../../src/contract/constants';
import { notProvided, notProvidedAction } from '../shared/not-provided';
import type { BuildCheckContext, BuildCheckEvent, BuildCheckInput } from './build-check.types';

/**
 * Build check of SPEC §4: at the start and after route changes (at most once a minute) the id of the deployed
 * build is read; once it differs from this page's, the next route change is a full page load of its target
 * instead of a client-side navigation. Never a reload by itself, and failed checks are ignored (SPEC §8).
 */
export const buildCheckMachine = setup({
  types: {
    context: {} as BuildCheckContext,
    events: {} as BuildCheckEvent,
    input: {} as BuildCheckInput,
  },
  actors: {
    /** GET /builds/latest.json?t=… on the site origin: the deployed build's id. */
    fetchLatestBuild: notProvided<string>('fetchLatestBuild'),
  },
  delays: {
    buildCheckMinInterval: TIMINGS.buildCheckMinInterval,
  },
  guards: {
    knowsOwnBuild: ({ context }) => context.buildId !== null,
    isOtherBuild: ({ context }, params: { latest: string }) => params.latest !== context.buildId,
  },
  actions: {
    assignLatestBuild: assign((_, params: { latest: string }) => ({ latestBuildId: params.latest })),
    /** A full page load of the navigation's target (`location.assign`). */
    reloadTo: (_, _params: { href: string }) => notProvidedAction('reloadTo'),
  },
}).createMachine({
  id: 'buildCheck',
  description:
    'Reads the deployed build id at start and after route changes (at most once a minute); when it differs, the next route change loads the page in full.',
  context: ({ input }) => ({ buildId: input.buildId, latestBuildId: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'knowsOwnBuild', target: 'checking' }, { target: 'off' }],
    },
    off: {
      description: 'This page has no build id (development): there is nothing to compare.',
    },
    checking: {
      description: 'GET /builds/latest.json; a failure counts as "no news".',
      invoke: {
        src: 'fetchLatestBuild',
        onDone: [
          {
            guard: { type: 'isOtherBuild', params: ({ event }) => ({ latest: event.output }) },
            target: 'stale',
            actions: { type: 'assignLatestBuild', params: ({ event }) => ({ latest: event.output }) },
          },
          { target: 'current' },
        ],
        onError: { target: 'current' },
      },
    },
    current: {
      description: 'This page runs the deployed build.',
      initial: 'resting',
      states: {
        resting: {
          description: 'Within a minute of the last check: route changes do not check again.',
          after: { buildCheckMinInterval: 'ready' },
        },
        ready: {
          description: 'The next route change checks again.',
          on: { 'route.changed': { target: '#buildCheck.checking' } },
        },
      },
    },
    stale: {
      description: 'A newer build is deployed: the next route change loads its target in full.',
      on: {
        'route.changed': {
          target: 'reloading',
          actions: { type: 'reloadTo', params: ({ event }) => ({ href: event.href }) },
        },
      },
    },
    reloading: {
      description: 'The browser is loading the new build at the navigation target.',
    },
  },
});
