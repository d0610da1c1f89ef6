import type { Locale, ModalName } from '../../src/contract/constants';
import type {
  SessionAuthenticatedEvent,
  SessionRegisteredEvent,
  SessionSignedOutEvent,
} from '../session/session.types';

export interface AppInput {
  isBot: boolean;
  /** A token was found in storage at boot. */
  hasToken: boolean;
  isDevelopment: boolean;
  locale: Locale;
  /** The modal the landing query asks for (see `modalFromQuery`). */
  queryModal: ModalName | null;
}

export type AppContext = AppInput;

/** The app's own event, and the session's events it reacts to (it forwards them to the deposit prompt). */
export type AppEvent =
  | { type: 'locale.change'; locale: Locale }
  | SessionAuthenticatedEvent
  | SessionRegisteredEvent
  | SessionSignedOutEvent;
