export interface BackgroundSyncInput {
  /** The browser offers periodic background sync to the worker (Chromium, for an installed app). */
  periodicSync: boolean;
}
