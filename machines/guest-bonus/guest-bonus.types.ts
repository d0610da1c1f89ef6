import { TIMINGS } from '../../src/contract/constants';
import type {
  SessionAuthenticatedEvent,
  SessionRegisteredEvent,
  SessionSignedOutEvent,
} from '../session/session.types';

/** The two guest bonuses of SPEC §4, each counted down over its own period. */
export const GUEST_BONUS_KINDS = ['regAndDep', 'welcomePack'] as const;
export type GuestBonusKind = (typeof GUEST_BONUS_KINDS)[number];

/** Milliseconds a period lasts (SPEC §9): the registration-and-deposit bonus 3 days, the welcome pack 7 days. */
export const GUEST_BONUS_PERIODS: Record<GuestBonusKind, number> = {
  regAndDep: TIMINGS.guestBonusRegAndDep,
  welcomePack: TIMINGS.guestBonusWelcomePack,
};

/** When each period started (epoch ms), as the first-visit cookie keeps it; null when there is none yet. */
export type PeriodStarts = Record<GuestBonusKind, number | null>;

/** GET /bonus-system/bonus-activation/waiting-reg-and-dep: the bonus a guest gets by registering and depositing. */
export interface RegAndDepOffer {
  /** A message key the views translate (`bonus.reg_and_dep`). */
  name: string;
}

/** GET /api/v3/welcome-pack/get-welcome-packs-guest: the welcome pack shown to guests. */
export interface WelcomePackOffer {
  /** A message key the views translate (`bonus.welcome`). */
  name: string;
  /** The English title, for a name the views have no translation of. */
  publicTitle: string;
}

export interface GuestBonusInput {
  /** Nobody is signed in at boot (no stored token); a failed restore later makes the visitor a guest too. */
  isGuest: boolean;
  /** The period starts read from the first-visit cookie. */
  starts: PeriodStarts;
  /** Epoch ms at boot. */
  now: number;
}

export interface GuestBonusContext {
  /** Boot only: whether the countdown starts at once. */
  guestAtBoot: boolean;
  /** Epoch ms as of the last clock reading (boot, each tick, each return to being a guest). */
  now: number;
  starts: PeriodStarts;
  /** The registration-and-deposit bonus the server offers guests; null when none (or not loaded). */
  regAndDep: RegAndDepOffer | null;
  /** The welcome pack the server offers guests; null when none (or not loaded). */
  welcomePack: WelcomePackOffer | null;
}

/** The session's events, forwarded by the app: signing in stops the countdown, signing out starts it again. */
export type GuestBonusEvent = SessionAuthenticatedEvent | SessionRegisteredEvent | SessionSignedOutEvent;
