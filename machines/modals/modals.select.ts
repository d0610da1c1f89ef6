import type { SnapshotFrom } from 'xstate';
import type { ModalName } from '../../src/contract/constants';
import type { modalsMachine } from './modals.machine';

export type ModalsSnapshot = SnapshotFrom<typeof modalsMachine>;

/** The open modal, or null. */
export const selectOpenModal = (s: ModalsSnapshot): ModalName | null => s.context.open;

/** Whether any modal is open (the deposit prompt only opens PayIn when none is). */
export const selectHasOpenModal = (s: ModalsSnapshot): boolean => s.context.open !== null;
