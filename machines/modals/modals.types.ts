import type { ModalName } from '../../src/contract/constants';

export interface ModalsInput {
  /** A modal to show at boot, from the query (`MODAL_QUERY`). */
  initial: ModalName | null;
}

export interface ModalsContext {
  open: ModalName | null;
}

export type ModalsEvent =
  | { type: 'modals.open'; name: ModalName }
  /** Closes the open modal; with `names`, only when the open modal is one of them. */
  | { type: 'modals.close'; names?: readonly ModalName[] };

/** What the app tells other flows each time the modals change (relayed from the modals snapshot). */
export interface ModalsChangedEvent {
  type: 'modals.changed';
  open: ModalName | null;
}
