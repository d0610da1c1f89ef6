import type { SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../src/contract/failure';
import type { bonusActivationMachine } from './bonus-activation.machine';
import type { BonusAction } from './bonus-activation.types';

export type BonusActivationSnapshot = SnapshotFrom<typeof bonusActivationMachine>;

/** Where the action stands, for the confirmation dialog. */
export type BonusActivationStep = 'idle' | 'confirming' | 'working' | 'done' | 'failed';

/** Where the action stands. */
export const selectActivationStep = (s: BonusActivationSnapshot): BonusActivationStep =>
  s.value as BonusActivationStep;

/** The action asked for, or null. */
export const selectActivationAction = (s: BonusActivationSnapshot): BonusAction | null => s.context.action;

/** Why the action failed, or null. */
export const selectActivationFailure = (s: BonusActivationSnapshot): ApiFailure | null => s.context.failure;

/** How many actions were done; the bonus lists are read again when it grows. */
export const selectCompletedCount = (s: BonusActivationSnapshot): number => s.context.completed;
