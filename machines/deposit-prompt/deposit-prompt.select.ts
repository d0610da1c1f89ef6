import type { SnapshotFrom } from 'xstate';
import type { depositPromptMachine } from './deposit-prompt.machine';

export type DepositPromptSnapshot = SnapshotFrom<typeof depositPromptMachine>;

/** A PayIn prompt is counting down (after a registration or a login). */
export const selectIsPromptPending = (s: DepositPromptSnapshot): boolean => !s.matches('idle');
