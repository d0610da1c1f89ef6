import type { Locale, ModalName } from '../../src/contract/constants';
import type { RouteChangedEvent } from '../build-check/build-check.types';
import type { GuestBonusInput } from '../guest-bonus/guest-bonus.types';
import type { InstallPromptInput } from '../install-prompt/install-prompt.types';
import type { ChainInput, NavigationStartedEvent } from '../navigation/navigation.types';
import type { PromoInput } from '../promo/promo.types';
import type {
  BalanceChangedEvent,
  RealtimeInput,
  RealtimeMessagesMissedEvent,
  RealtimeTokenRefusedEvent,
  TokenChangedEvent,
} from '../realtime/realtime.types';
import type { ServiceWorkerInput } from '../service-worker/service-worker.types';
import type { SsoInput } from '../sso/sso.types';
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
  /** The landing address's query parameters, for attribution. */
  landingQuery: Record<string, string>;
  /** The advertiser cookie (`advId`) was set at boot. */
  hasAdvertiserCookie: boolean;
  /** This page's build id (VITE_BUILD_ID), for the build check; null when it has none. */
  buildId: string | null;
  /** What the SSO flow reads at boot (cookie, query, stored session id, this mirror). */
  sso: SsoInput;
  /** The guest bonus periods' starts (first-visit cookie) and the time at boot. */
  guestBonus: GuestBonusInput;
  /** The promo of the landing address and of the promo cookie. */
  promo: PromoInput;
  /** The token stored at boot, for the realtime connection's first hello. */
  realtime: RealtimeInput;
  /** Whether the installable app's worker runs, and whether this load is an update's reload. */
  serviceWorker: ServiceWorkerInput;
  /** Whether the install prompt was dismissed for good, or the site runs installed. */
  installPrompt: InstallPromptInput;
}

export interface AppContext extends AppInput {
  /**
   * The last navigation the router reported while the landing calls waited for the SSO flow (the first page's);
   * the navigation chain starts with it.
   */
  landingNavigation: ChainInput | null;
}

/** The app's first render has committed (main.tsx): the page is the app's, and what waited for it may start. */
export type AppDrawnEvent = { type: 'app.drawn' };

/**
 * The app's own events (`route.changed` comes from the router's navigation hook and goes to the build check), the
 * session's events it reacts to (it forwards them to the deposit prompt), token changes of the session and the
 * token refresh (for the realtime connection), and the realtime connection's reports.
 */
export type AppEvent =
  | { type: 'locale.change'; locale: Locale }
  | AppDrawnEvent
  | RouteChangedEvent
  | NavigationStartedEvent
  | SessionAuthenticatedEvent
  | SessionRegisteredEvent
  | SessionSignedOutEvent
  | TokenChangedEvent
  | BalanceChangedEvent
  | RealtimeTokenRefusedEvent
  | RealtimeMessagesMissedEvent;
