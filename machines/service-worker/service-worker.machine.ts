import { assign, setup, type EventObject } from 'xstate';
import { TIMINGS } from '../../src/contract/constants';
import { backgroundSyncMachine } from '../background-sync/background-sync.machine';
import { notProvided, notProvidedAction, notProvidedCallback } from '../shared/not-provided';
import type { ServiceWorkerContext, ServiceWorkerEvent, ServiceWorkerInput } from './service-worker.types';

/**
 * The installable app's worker (SPEC §4 Service worker, §9): registers /sw.js, looks for a new version every 20 s,
 * and reloads the page once when a new version takes control. The reload guard keeps the page's address for 10 s
 * around that reload: a page the guard brought back does not reload again within them, and a version that arrives
 * meanwhile reloads when they are over. Background sync runs beside it.
 */
export const serviceWorkerMachine = setup({
  types: {
    context: {} as ServiceWorkerContext,
    events: {} as ServiceWorkerEvent,
    input: {} as ServiceWorkerInput,
  },
  actors: {
    /** `navigator.serviceWorker.register('/sw.js')`, and the API base stored for the worker (SPEC §3). */
    registerWorker: notProvided<void>('registerWorker'),
    /** `registration.update()`: fetches /sw.js and installs it when it changed. */
    checkForUpdate: notProvided<void>('checkForUpdate'),
    /** Reports `controllerchange` as `sw.controllerChanged`. */
    watchController: notProvidedCallback<EventObject>('watchController'),
    backgroundSync: backgroundSyncMachine,
  },
  delays: {
    swUpdateCheck: TIMINGS.swUpdateCheck,
    reloadGuard: TIMINGS.reloadGuard,
  },
  guards: {
    isSupported: ({ context }) => context.supported,
    wasReloadedForUpdate: ({ context }) => context.reloadedForUpdate,
    hasPendingUpdate: ({ context }) => context.pendingUpdate,
    isFirstControl: (_, params: { first: boolean }) => params.first,
  },
  actions: {
    rememberPendingUpdate: assign({ pendingUpdate: true }),
    /** Arms the reload guard with the page's address and reloads the page. */
    reloadForUpdate: () => notProvidedAction('reloadForUpdate'),
  },
}).createMachine({
  id: 'serviceWorker',
  description:
    'Registers the worker, checks for a new version every 20 s and reloads once when one takes control; the reload guard holds 10 s.',
  context: ({ input }) => ({ ...input, pendingUpdate: false }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isSupported', target: 'registering' }, { target: 'unsupported' }],
    },
    unsupported: {
      description:
        'No service workers here (an old browser, or the development server): the site works without.',
    },
    registering: {
      invoke: { src: 'registerWorker', onDone: { target: 'running' }, onError: { target: 'failed' } },
    },
    failed: {
      description: 'Registration failed (a private window may refuse): the site works without the worker.',
    },
    running: {
      type: 'parallel',
      invoke: [
        { src: 'watchController', id: 'watchController' },
        {
          src: 'backgroundSync',
          id: 'backgroundSync',
          systemId: 'backgroundSync',
          input: ({ context }) => context.backgroundSync,
        },
      ],
      states: {
        updates: {
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Until the next update check, 20 s after the last.',
              after: { swUpdateCheck: 'checking' },
            },
            checking: {
              description: 'Fetches /sw.js; a new version installs and takes control by itself.',
              invoke: {
                src: 'checkForUpdate',
                onDone: { target: 'waiting' },
                onError: { target: 'waiting' },
              },
            },
          },
        },
        activation: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'wasReloadedForUpdate', target: 'guarded' }, { target: 'ready' }],
            },
            guarded: {
              description:
                'Within 10 s of an update reload: another version does not reload now but when the guard ends.',
              on: { 'sw.controllerChanged': { actions: 'rememberPendingUpdate' } },
              after: {
                reloadGuard: [{ guard: 'hasPendingUpdate', target: 'reloading' }, { target: 'ready' }],
              },
            },
            ready: {
              description: 'A new version taking control reloads the page once.',
              on: {
                'sw.controllerChanged': [
                  { guard: { type: 'isFirstControl', params: ({ event }) => ({ first: event.first }) } },
                  { target: 'reloading' },
                ],
              },
            },
            reloading: {
              description: 'The page loads again with the new version, at the address the guard keeps.',
              entry: 'reloadForUpdate',
            },
          },
        },
      },
    },
  },
});
