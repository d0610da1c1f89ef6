/** Where the start script keeps the browser's install offer until the app takes it (a page-wide property). */
const KEPT = '__earlyInstallOffer';

type Keeper = Pick<Window, 'addEventListener'> & { [KEPT]?: Event };

/**
 * Keeps Chromium's `beforeinstallprompt` when it comes before the app runs: the browser offers it once a page
 * qualifies, which on a prerendered page can be while the app's code still loads (src/prerender/start.ts). The
 * event is held back from the browser's own mini-infobar, as the app does, for the app to take.
 */
export function holdEarlyInstallOffer(window: Keeper): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window[KEPT] = event;
  });
}

/** The install offer the start script kept, once: the app's install prompt flow takes it at start. */
export function takeEarlyInstallOffer(window: Keeper): Event | null {
  const offer = window[KEPT] ?? null;
  delete window[KEPT];
  return offer;
}
