/** Where a middleware step sends the navigation: on, to another path of the site, or away (a full page load). */
export type ChainOutcome =
  { kind: 'proceed' } | { kind: 'internal'; target: string } | { kind: 'external'; target: string };

/** What the chain runner gets: the path navigated to and the middleware names the route asks for, in order. */
export interface ChainInput {
  path: string;
  href: string;
  middleware: readonly string[];
}

/** Sent by the router on every navigation (SPEC §2: the middleware chain runs on every navigation). */
export interface NavigationStartedEvent extends ChainInput {
  type: 'navigation.started';
}

export type NavigationEvent = NavigationStartedEvent;

export interface NavigationInput {
  /**
   * The navigation reported before the chain could start (the first page's, while the app waited for the SSO
   * flow), or null: the chain runs it at once.
   */
  navigation: ChainInput | null;
}

export interface NavigationContext {
  /** The navigation whose chain runs, if any. */
  current: ChainInput | null;
}
