import type { SnapshotFrom } from 'xstate';
import type { installPromptMachine } from './install-prompt.machine';

export type InstallPromptSnapshot = SnapshotFrom<typeof installPromptMachine>;

/** The install banner shows (also while the browser's own dialog is open, so it does not jump away). */
export const selectInstallOffered = (s: InstallPromptSnapshot): boolean =>
  s.matches('offered') || s.matches('prompting');
