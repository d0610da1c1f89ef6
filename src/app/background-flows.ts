import { fromPromise } from 'xstate';
import { buildCheckMachine } from '../../machines/build-check/build-check.machine';
import { serviceWorkerMachine } from '../../machines/service-worker/service-worker.machine';
import type { MirrorsApi } from '../api/mirrors';
import { provideServiceWorker } from './pwa/provide-service-worker';
import type { ServiceWorkerDeps } from './pwa/service-worker-boot';

/** What the build check and the installable app's worker use. */
export interface BackgroundFlowDeps {
  mirrors: Pick<MirrorsApi, 'latestBuild'>;
  /** Loads an address in full (the build check's reload into a newer build). */
  reloadTo: (href: string) => void;
  /** The worker's browser parts; null where no worker runs (its flow then ends at once). */
  worker: ServiceWorkerDeps | null;
}

/**
 * The flows a page does not need before it is drawn: the build check and the installable app's worker, provided
 * with their calls. `createAppActor` imports this module once the app has drawn its first page, so their code is
 * not part of the page's boot.
 */
export function provideBackgroundFlows(deps: BackgroundFlowDeps) {
  return {
    buildCheck: buildCheckMachine.provide({
      actors: { fetchLatestBuild: fromPromise(() => deps.mirrors.latestBuild()) },
      actions: { reloadTo: (_, { href }) => deps.reloadTo(href) },
    }),
    serviceWorker: deps.worker ? provideServiceWorker(deps.worker) : serviceWorkerMachine,
  };
}
