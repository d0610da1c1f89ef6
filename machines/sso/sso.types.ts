import type { MirrorAnswer, TrackingEventName } from '../../src/contract/mirrors';

/** What the browser knows at boot, read once by the composition root. */
export interface SsoInput {
  /** Crawlers see the interface at once (SPEC §4 SSO flow). */
  isBot: boolean;
  /** SPEC §4: no SSO redirect in development. */
  isDevelopment: boolean;
  /** An access token was stored: the player is signed in on this mirror already. */
  hasToken: boolean;
  /** The address has `no_sso`. */
  noSso: boolean;
  /** The `ssoRedirected` cookie is set: this load is the return from the SSO host. */
  returnedFromSso: boolean;
  /** The one-time code the SSO host added to the address on the way back, if any. */
  ssoCode: string | null;
  /** The session id kept locally since the redirect, if any (SPEC §3 Session). */
  storedSessionId: string | null;
  /** A fresh id, used if this visit goes to the SSO host. */
  newSessionId: string;
  /** This mirror's host name, reported with ssoAvailabilityFinish. */
  mirrorHost: string;
}

export interface SsoContext extends Omit<SsoInput, 'storedSessionId'> {
  /** The session id of an SSO round trip: stored before leaving, reported and removed on return. */
  sessionId: string | null;
  /** The SSO address of the mirror configuration; null without SSO or when the configuration failed. */
  ssoLink: string | null;
}

/** A tracking event the flow sends (PUT /api/v2/tracking/events). */
export interface SsoTrackingInput {
  name: TrackingEventName;
  sessionId: string;
  mirror?: string;
}

/** The mirror configuration as the flow needs it. */
export type SsoMirror = Pick<MirrorAnswer, 'redirect' | 'sso'>;

/** Sent to the session (systemId `session`) when an SSO code was exchanged for a token. */
export interface SessionSsoSignedInEvent {
  type: 'session.ssoSignedIn';
  token: string;
}
