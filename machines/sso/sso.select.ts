import type { SnapshotFrom } from 'xstate';
import type { ssoMachine } from './sso.machine';

export type SsoSnapshot = SnapshotFrom<typeof ssoMachine>;

/** The interface may show: the SSO flow neither waits for an answer nor is leaving the page. */
export const selectIsSsoSettled = (s: SsoSnapshot): boolean => s.hasTag('settled');
