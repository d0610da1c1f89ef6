import { createBrowserInspector } from '@statelyai/inspect';
import { INSPECTOR_SANITIZERS } from './sanitize';

/**
 * The Stately inspector for development: events are held until `start()`, which the page calls from a click so
 * the inspector window is not stopped by a popup blocker. Contexts and events are sanitised first.
 */
export function createDevInspector() {
  return createBrowserInspector({ autoStart: false, maxDeferredEvents: 1_000, ...INSPECTOR_SANITIZERS });
}
