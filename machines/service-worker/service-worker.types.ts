import type { BackgroundSyncInput } from '../background-sync/background-sync.types';

export interface ServiceWorkerInput {
  /** The browser has service workers and the page is a production build (the dev server serves no /sw.js). */
  supported: boolean;
  /** This page was loaded by an update's reload less than the reload guard's time ago (SPEC §9: 10 s). */
  reloadedForUpdate: boolean;
  backgroundSync: BackgroundSyncInput;
}

export interface ServiceWorkerContext extends ServiceWorkerInput {
  /** A new worker took over while the reload guard held: the page reloads when the guard ends. */
  pendingUpdate: boolean;
}

/**
 * A worker took control of the page. `first` when the page had none before (the first visit's install): that is
 * no new version, and nothing reloads.
 */
export interface ControllerChangedEvent {
  type: 'sw.controllerChanged';
  first: boolean;
}

export type ServiceWorkerEvent = ControllerChangedEvent;
