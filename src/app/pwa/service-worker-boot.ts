import type { ServiceWorkerInput } from '../../../machines/service-worker/service-worker.types';
import { readReloadGuard } from './reload-guard';

// What the page needs of the worker's flow at boot; the flow itself (provide-service-worker.ts) loads once the app has
// drawn its first page.

/** What the worker's flow needs from the browser. */
export interface ServiceWorkerDeps {
  container: ServiceWorkerContainer;
  /** The API base the page uses, stored for the worker's background sync (SPEC §3 Local database). */
  apiBase: string;
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: Pick<Location, 'href' | 'reload'>;
  now: () => number;
  /** Resolves when the worker may start its precache without competing with the page (page-settled.ts). */
  pageSettled: () => Promise<void>;
  log: (message: string, error: unknown) => void;
}

/** The worker flow's start where none runs (tests, crawlers, the development server). */
export const NO_SERVICE_WORKER: ServiceWorkerInput = {
  supported: false,
  reloadedForUpdate: false,
  backgroundSync: { periodicSync: false },
};

/**
 * The worker flow's start. The guard holds for the address it keeps: a load of that address within its 10 s is the
 * update's reload; a load elsewhere (the player moved on) is not held back.
 */
export function serviceWorkerBootInput(
  deps: Pick<ServiceWorkerDeps, 'session' | 'location' | 'now'>,
): ServiceWorkerInput {
  return {
    supported: true,
    reloadedForUpdate: readReloadGuard(deps.session, deps.now()) === deps.location.href,
    backgroundSync: {
      periodicSync:
        typeof ServiceWorkerRegistration !== 'undefined' &&
        'periodicSync' in ServiceWorkerRegistration.prototype,
    },
  };
}
