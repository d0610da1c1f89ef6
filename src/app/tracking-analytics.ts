import type { MirrorsApi } from '../api/mirrors';
import { TRACKING_EVENTS, type TrackingEventName } from '../contract/page-start';
import type { Analytics } from './create-app-actor';
import { SESSION_ID_KEY } from './sso-flow';

export interface TrackingAnalyticsDeps {
  tracker: Pick<MirrorsApi, 'trackEvent'>;
  /** Where the session id lives (SPEC §3 Session: kept locally); the SSO flow keeps it under the same key. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  newSessionId: () => string;
  /** This site's host name, sent as the event's mirror. */
  mirror: string;
  log(message: string, error: unknown): void;
}

const isTrackingEvent = (name: string): name is TrackingEventName =>
  (TRACKING_EVENTS as readonly string[]).includes(name);

/**
 * Product analytics recorded by our own server (PUT /api/v2/tracking/events): the events the contract names are
 * stored with the session id and the mirror, and linked to the player by the bearer token, so `identify` and
 * `reset` have nothing to do. The tracking call has no field for an event's details (the joined error texts of
 * SPEC §8), so only its name is recorded. A failed call is logged only (SPEC §8).
 */
export function trackingAnalytics(deps: TrackingAnalyticsDeps): Analytics {
  const sessionId = () => {
    const stored = deps.storage.getItem(SESSION_ID_KEY);
    if (stored) return stored;
    const created = deps.newSessionId();
    deps.storage.setItem(SESSION_ID_KEY, created);
    return created;
  };
  return {
    identify: () => {},
    reset: () => {},
    track: (name) => {
      if (!isTrackingEvent(name)) return;
      deps.tracker
        .trackEvent({ name, data: { session_id: sessionId(), mirror: deps.mirror } })
        .catch((error: unknown) => deps.log(`tracking ${name} failed`, error));
    },
  };
}
