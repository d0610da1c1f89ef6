import type * as z from 'zod/mini';
import type { Currency } from '../../src/contract/constants';
import type { ApiFailure } from '../../src/contract/failure';
import type { ProfileAnswer, User } from '../../src/contract/profile';
import type { registerEmailBody, registerPhoneBody } from '../../src/contract/auth';
import type { BalanceChangedEvent } from '../realtime/realtime.types';

/** Credentials of a login, by channel (SPEC §7 login endpoints). */
export type LoginCredentials =
  | { kind: 'emailPassword'; email: string; password: string }
  | { kind: 'emailCode'; email: string; code: string }
  | { kind: 'phonePassword'; phone: string; password: string }
  | { kind: 'phoneCode'; phone: string; code: string };

export type RegisterEmailForm = z.input<typeof registerEmailBody>;
export type RegisterPhoneForm = z.input<typeof registerPhoneBody>;

/** A registration form, by channel. */
export type RegisterForm = ({ kind: 'email' } & RegisterEmailForm) | ({ kind: 'phone' } & RegisterPhoneForm);

/** What a successful login or registration gives the session: the access token and maybe an SSO link. */
export interface AuthAnswer {
  token: string;
  sso: string | null;
}

/** The error a view shows after a failed login or registration: a code and field errors `"<key>: <text>"`. */
export interface AuthError {
  code: ApiFailure['code'];
  fields: Record<string, string[]>;
}

export interface SessionInput {
  /** A token was found in storage at boot: the session is restored by fetching the user. */
  hasToken: boolean;
  /** SPEC §4: no SSO redirect in development. */
  isDevelopment: boolean;
}

export interface SessionContext {
  isDevelopment: boolean;
  /** Boot only: a token was found, so `restoring` fetches the user. */
  hasStoredToken: boolean;
  user: User | null;
  features: Record<string, boolean>;
  region: ProfileAnswer['region'] | null;
  error: AuthError | null;
  /** SSO link of the last login answer; the browser goes there once the user is fetched. */
  pendingSso: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginCredentials }
  | { type: 'session.register'; form: RegisterForm }
  | { type: 'session.logout' }
  | { type: 'session.userUpdated'; user?: Partial<User> }
  | { type: 'session.expired' }
  | { type: 'session.errorDismissed' }
  /** Raised internally when the profile answer carries `fresh_token`. */
  | { type: 'session.tokenIssued'; token: string }
  /** The SSO flow exchanged a code from the SSO host for a token (SessionSsoSignedInEvent). */
  | { type: 'session.ssoSignedIn'; token: string }
  /** The realtime hub pushed a player's balances (relayed by the app). */
  | BalanceChangedEvent;

/**
 * Event the session sends to its parent (the app) after each successful login, registration or restore: the
 * user is set up, with the balance and currency the deposit prompt reads (SPEC §4 Deposit prompt).
 */
export interface SessionAuthenticatedEvent {
  type: 'session.authenticated';
  userId: number;
  balance: number;
  currency: Currency | null;
}

/** Event the session sends to its parent when a registration call succeeded (SPEC §4 After registration). */
export interface SessionRegisteredEvent {
  type: 'session.registered';
}

/** Event the session sends to its parent each time it is a guest again: logout, expiry, a failed user fetch. */
export interface SessionSignedOutEvent {
  type: 'session.signedOut';
}
