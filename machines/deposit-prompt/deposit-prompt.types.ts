import type { Currency, ModalName } from '../../src/contract/constants';
import type { ModalsChangedEvent } from '../modals/modals.types';
import type {
  SessionAuthenticatedEvent,
  SessionRegisteredEvent,
  SessionSignedOutEvent,
} from '../session/session.types';

export interface DepositPromptContext {
  /** The player as the last `session.authenticated` set it up, or null for a guest. */
  user: { balance: number; currency: Currency | null } | null;
  /** The open modal, as the app relays it. */
  openModal: ModalName | null;
}

/** The session's and the modals' events, forwarded by the app. */
export type DepositPromptEvent =
  SessionRegisteredEvent | SessionAuthenticatedEvent | SessionSignedOutEvent | ModalsChangedEvent;
