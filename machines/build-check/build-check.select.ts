import type { SnapshotFrom } from 'xstate';
import type { buildCheckMachine } from './build-check.machine';

export type BuildCheckSnapshot = SnapshotFrom<typeof buildCheckMachine>;

/** A newer build is deployed: the next navigation is a full page load, the router need not render it. */
export const selectReloadsOnNextNavigation = (s: BuildCheckSnapshot): boolean =>
  s.matches('stale') || s.matches('reloading');
