import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { defineModel } from '../../tests/model/model-config';
import { backgroundSyncMachine } from '../background-sync/background-sync.machine';
import { serviceWorkerMachine } from './service-worker.machine';

/**
 * Path-test model of the worker: a browser with and without service workers, a page loaded normally and one an
 * update's reload brought back; a first control (the install) and a new version's.
 */
export const modelConfig = defineModel(serviceWorkerMachine, {
  provide: {
    actions: { reloadForUpdate: () => {} },
    actors: {
      watchController: fromCallback<EventObject, void>(() => {}),
      backgroundSync: backgroundSyncMachine.provide({
        actors: { registerPeriodicSync: fromPromise(() => new Promise<void>(() => {})) },
      }),
    },
  },
  inputs: [
    { supported: true, reloadedForUpdate: false, backgroundSync: { periodicSync: true } },
    { supported: true, reloadedForUpdate: true, backgroundSync: { periodicSync: true } },
    { supported: false, reloadedForUpdate: false, backgroundSync: { periodicSync: false } },
  ],
  events: {
    'sw.controllerChanged': [{ first: true }, { first: false }],
  },
});
