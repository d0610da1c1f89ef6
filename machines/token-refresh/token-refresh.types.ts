/** The text a queued request is rejected with when the refresh fails (SPEC §8). */
export const REFRESH_FAILED_MESSAGE = 'Cant refresh token';

export interface TokenRefreshContext {
  /** Ids of the requests that got a 401 and wait for the running refresh. */
  queue: string[];
  /** Where a 401 on the refresh call sends the browser, when one is known. */
  ssoLink: string | null;
}

/** Sent by whoever knows an SSO link (the session after a login answer, the mirror config). */
export interface SsoLinkKnownEvent {
  type: 'token.ssoLinkKnown';
  link: string;
}

export type TokenRefreshEvent =
  /** A request (not the refresh call, not a retry) got a 401; it waits for the answer under `id`. */
  { type: 'request.unauthorized'; id: string } | SsoLinkKnownEvent;

/** Answers to the waiting requests, listened to with `actor.on(...)` by the HTTP client bridge. */
export type TokenRefreshEmitted =
  | { type: 'token.refreshed'; ids: string[]; token: string }
  | { type: 'token.refreshFailed'; ids: string[]; message: string };
