import type { SnapshotFrom } from 'xstate';
import type { countdownMachine } from './countdown.machine';
import { msLeft } from './countdown.time';

export type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>;

/** Milliseconds left; 0 once the moment is reached. */
export const selectMsLeft = (s: CountdownSnapshot): number => msLeft(s.context.endsAt, s.context.now);

/** The moment is reached. */
export const selectIsOver = (s: CountdownSnapshot): boolean => s.matches('over');
