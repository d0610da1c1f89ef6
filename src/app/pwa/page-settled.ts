const loaded = () =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/** The longest the precache waits for an idle moment: a page that is never idle (an animation) still gets it. */
const IDLE_WAIT_LIMIT_MS = 2_000;

// Safari has no requestIdleCallback; a task after the others is its nearest equivalent there
const idle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_LIMIT_MS })
      : setTimeout(resolve, 0),
  );

/**
 * Resolves once the page has loaded and the browser has a moment with nothing to do. The worker's flow starts only
 * after the app has drawn its first page (the app machine's `background` region): a prerendered page has loaded
 * before the app's scripts even run, and the precache (about 150 files) must not run in the middle of the app's
 * boot, on the same two cores a phone has.
 */
export async function pageSettled(): Promise<void> {
  await loaded();
  await idle();
}
