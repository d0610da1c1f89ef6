import { useSyncExternalStore } from 'react';

/** What a notification may carry besides its title (a subset of sonner's options, so the host stays swappable). */
export interface NotifyOptions {
  description?: string;
  className?: string;
}

type Kind = 'error' | 'success';

/**
 * Notifications without shipping their library to every visitor: the first call mounts the host (`ToasterSlot`)
 * and loads sonner, and each call is shown once both are there; sonner drops a toast made before its host
 * subscribes, hence the wait for the mount.
 */
export function notify(kind: Kind, title: string, options?: NotifyOptions) {
  request();
  void Promise.all([import('sonner'), hostMounted]).then(([{ toast }]) => toast[kind](title, options));
}

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const hostMounted = new Promise<void>((resolve) => (markMounted = resolve));

function request() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Whether any notification has been asked for on this page: the host is mounted from then on. */
export function useToasterRequested() {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => requested,
    () => false,
  );
}

/** Called by the host once sonner's own listener is in place. */
export function toasterMounted() {
  markMounted();
}
