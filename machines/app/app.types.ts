import type { Locale, ModalName } from '../../src/contract/constants';
import type { SessionAuthenticatedEvent } from '../session/session.types';

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

export type AppEvent = { type: 'locale.change'; locale: Locale } | SessionAuthenticatedEvent;
