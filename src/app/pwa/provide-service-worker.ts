import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { backgroundSyncMachine } from '../../../machines/background-sync/background-sync.machine';
import { serviceWorkerMachine } from '../../../machines/service-worker/service-worker.machine';
import type { ServiceWorkerEvent } from '../../../machines/service-worker/service-worker.types';
import { TIMINGS } from '../../contract/constants';
import { SYNC_TAG } from '../../pwa/app-identity';
import { armReloadGuard } from './reload-guard';
import type { ServiceWorkerDeps } from './service-worker-boot';

export const SERVICE_WORKER_URL = '/sw.js';

/** Periodic background sync, which TypeScript's DOM types do not have yet. */
interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/** The worker flow with the browser's service worker container. */
export function provideServiceWorker(deps: ServiceWorkerDeps) {
  let registration: ServiceWorkerRegistration | null = null;
  const ready = () => {
    if (!registration) throw new Error('the worker is not registered');
    return registration;
  };
  return serviceWorkerMachine.provide({
    actors: {
      registerWorker: fromPromise(async () => {
        // once the page is drawn and idle, so the worker's precache never competes with it
        await deps.pageSettled();
        registration = await deps.container.register(SERVICE_WORKER_URL, { updateViaCache: 'none' });
        // the record is the worker's (its background sync reads it): idb loads once a worker is active, not with
        // the page
        void deps.container.ready
          .then(() => import('../../sw/sync-store'))
          .then(async ({ openSyncStore, storeApiBase }) => storeApiBase(await openSyncStore(), deps.apiBase))
          .catch((error: unknown) => deps.log('storing the API base for the worker failed', error));
      }),
      checkForUpdate: fromPromise(async () => {
        await ready().update();
      }),
      watchController: fromCallback<EventObject, void>(({ sendBack }) => {
        let controlled = deps.container.controller !== null;
        const changed = () => {
          sendBack({ type: 'sw.controllerChanged', first: !controlled } satisfies ServiceWorkerEvent);
          controlled = true;
        };
        deps.container.addEventListener('controllerchange', changed);
        return () => deps.container.removeEventListener('controllerchange', changed);
      }),
      backgroundSync: backgroundSyncMachine.provide({
        actors: {
          registerPeriodicSync: fromPromise(async () => {
            const periodicSync = (
              ready() as ServiceWorkerRegistration & { periodicSync: PeriodicSyncManager }
            ).periodicSync;
            await periodicSync.register(SYNC_TAG, { minInterval: TIMINGS.backgroundSync });
          }),
          syncInWorker: fromPromise(() => askWorkerToSync(ready())),
        },
      }),
    },
    actions: {
      reloadForUpdate: () => {
        armReloadGuard(deps.session, deps.location.href, deps.now());
        deps.location.reload();
      },
    },
  });
}

/** Posts `sync-data` to the active worker and waits for its answer (src/sw/sw.ts). */
function askWorkerToSync(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.active;
  if (!worker) return Promise.reject(new Error('no active worker'));
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean }>) =>
      event.data.ok ? resolve() : reject(new Error('sync-data failed in the worker'));
    worker.postMessage({ type: SYNC_TAG }, [channel.port2]);
  });
}
