import type { SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../src/contract/failure';
import type { submissionMachine } from './submission.machine';

type Snapshot = SnapshotFrom<typeof submissionMachine>;

/** Whether the form is waiting for the server. */
export const selectIsSubmitting = (s: Snapshot): boolean => s.hasTag('busy');
/** The last failure, or null after success or reset. */
export const selectFailure = (s: Snapshot): ApiFailure | null => s.context.failure;
/** Whether the last submission succeeded. */
export const selectSucceeded = (s: Snapshot): boolean => s.matches('succeeded');
/** The last answer of a successful submission. */
export const selectResult = (s: Snapshot): unknown => s.context.result;
/** How many submissions succeeded so far. */
export const selectSuccesses = (s: Snapshot): number => s.context.successes;
