import { setup } from 'xstate';
import { TIMINGS } from '../../src/contract/constants';
import { notProvided } from '../shared/not-provided';
import type { BackgroundSyncInput } from './background-sync.types';

/**
 * Background sync of SPEC §4: `sync-data` every 10 minutes. Where the browser offers periodic sync the worker is
 * registered for it and the browser runs it; where it does not (or refuses, as it does for a site that is not
 * installed), the page asks the worker for the same work every 10 minutes while it is open.
 */
export const backgroundSyncMachine = setup({
  types: {
    input: {} as BackgroundSyncInput,
    context: {} as BackgroundSyncInput,
  },
  actors: {
    /** `registration.periodicSync.register('sync-data', { minInterval: 10 min })`. */
    registerPeriodicSync: notProvided<void>('registerPeriodicSync'),
    /** Asks the worker to run `sync-data` now; settles when it is done. */
    syncInWorker: notProvided<void>('syncInWorker'),
  },
  delays: {
    backgroundSync: TIMINGS.backgroundSync,
    backgroundSyncTimeout: TIMINGS.backgroundSyncTimeout,
  },
  guards: {
    offersPeriodicSync: ({ context }) => context.periodicSync,
  },
}).createMachine({
  id: 'backgroundSync',
  description:
    'Runs sync-data every 10 minutes: by periodic background sync where the browser grants it, else from the open page.',
  context: ({ input }) => input,
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'offersPeriodicSync', target: 'registering' }, { target: 'foreground' }],
    },
    registering: {
      description: 'Registers sync-data for periodic background sync.',
      invoke: {
        src: 'registerPeriodicSync',
        onDone: { target: 'periodic' },
        onError: { target: 'foreground' },
      },
    },
    periodic: {
      description:
        'The browser runs sync-data in the worker, at most every 10 minutes, even with the site closed.',
    },
    foreground: {
      description: 'No periodic sync: the page asks the worker every 10 minutes while it is open.',
      initial: 'waiting',
      states: {
        waiting: {
          after: { backgroundSync: 'syncing' },
        },
        syncing: {
          description:
            'The worker runs sync-data; a failure, or no answer within a minute, waits for the next turn.',
          invoke: {
            src: 'syncInWorker',
            onDone: { target: 'waiting' },
            onError: { target: 'waiting' },
          },
          after: { backgroundSyncTimeout: 'waiting' },
        },
      },
    },
  },
});
