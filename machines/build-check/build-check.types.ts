export interface BuildCheckInput {
  /** The id of the build this page runs (VITE_BUILD_ID); null when it has none (development). */
  buildId: string | null;
}

export interface BuildCheckContext {
  buildId: string | null;
  /** The deployed build's id as last read, when it differs from ours. */
  latestBuildId: string | null;
}

/** Sent by the router's navigation hook before a client-side navigation, with the address it goes to. */
export interface RouteChangedEvent {
  type: 'route.changed';
  href: string;
}

export type BuildCheckEvent = RouteChangedEvent;
