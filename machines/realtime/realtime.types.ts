import type { Currency } from '../../src/contract/constants';
import type {
  BalanceEvent,
  ClientMessage,
  EventMessage,
  PublicChannel,
  ServerMessage,
} from '../../src/contract/realtime';

/** What the app starts the connection with. */
export interface RealtimeInput {
  /** The access token stored at boot; null for a guest. */
  token: string | null;
  /** Random source in [0, 1) that seeds the reconnect jitter; `Math.random` unless a test fixes it. */
  random?: () => number;
}

/** The welcome frame as the socket port hands it over. */
export type Welcome = Extract<ServerMessage, { type: 'welcome' }>;

/** What the connection keeps across sockets. */
export interface RealtimeContext {
  /** The access token the hub should speak for; null: a guest. */
  token: string | null;
  /** How many listeners want each public channel; a channel is held on the socket while its count is above 0. */
  subscriptions: Partial<Record<PublicChannel, number>>;
  /** The highest message id received: the `since` of the next `hello`; null before the first message. */
  lastId: number | null;
  /** The most recent message ids, newest last, so the overlap a resume sends again is dropped. */
  seenIds: number[];
  /** The id of the last balance handed to the session, so an older one arriving late is not. */
  lastBalanceId: number | null;
  /** The player the socket speaks for, from the last welcome; null: a guest or not known yet. */
  userId: number | null;
  /** The server's heartbeat period from the last welcome; nothing heard for two of them means the socket is dead. */
  heartbeatMs: number;
  /** Connections that failed since the last welcome; it sets the next backoff. */
  attempt: number;
  /** The wait of the current reconnect, drawn on entering `reconnecting`. */
  retryDelay: number;
  /** State of the jitter's pseudo-random sequence (seeded from the input's random source). */
  seed: number;
  /** The token changed after the `hello` went out: an `auth` follows the welcome. */
  isAuthStale: boolean;
  /** A refused token was reported for a refresh; no second report until a welcome accepts a token. */
  hasAskedForToken: boolean;
  /** A socket was welcomed before: a later `resumed: false` means messages were missed. */
  hasBeenOpen: boolean;
}

/** What the socket port sends back. */
export type SocketEvent =
  | { type: 'socket.opened' }
  | { type: 'socket.welcomed'; welcome: Welcome }
  | { type: 'socket.heartbeat' }
  | { type: 'socket.signedOut'; reason: Extract<ServerMessage, { type: 'signed_out' }>['reason'] }
  | { type: 'socket.received'; message: EventMessage }
  /** The answer to a `subscribe`: the hub holds these channels from now on. */
  | { type: 'socket.subscribed'; channels: PublicChannel[] }
  /** The socket closed or could not open; `code` is the WebSocket close code. */
  | { type: 'socket.closed'; code: number };

/** What the machine asks the socket port to do: send one client frame. */
export interface SocketCommand {
  type: 'socket.send';
  frame: ClientMessage;
}

/** What the browser's network watcher reports (at once when it starts offline). */
export type NetworkEvent = { type: 'network.offline' } | { type: 'network.online' };

/**
 * Sent by the session and by the token refresh whenever the access token is stored or cleared (null); the app
 * hands it to the realtime actor, which re-authenticates its socket.
 */
export interface TokenChangedEvent {
  type: 'token.changed';
  token: string | null;
}

/** What listeners ask of the hub: hold a public channel while at least one of them wants it. */
export type SubscriptionEvent =
  | { type: 'realtime.subscribe'; channel: PublicChannel }
  | { type: 'realtime.unsubscribe'; channel: PublicChannel };

/** Everything the machine takes. */
export type RealtimeEvent = SocketEvent | NetworkEvent | TokenChangedEvent | SubscriptionEvent;

/**
 * Sent to the parent (the app) when the player's balances changed; the app hands it to the session. `userId` is
 * the player the socket spoke for when the message came, so a balance of the player of a previous token is
 * recognised.
 */
export interface BalanceChangedEvent extends Omit<BalanceEvent['data'], 'currency'> {
  type: 'balance.changed';
  userId: number;
  currency: Currency;
}

/** Sent to the parent when the hub refused or ended the socket's token: the app asks the token refresh for one. */
export interface RealtimeTokenRefusedEvent {
  type: 'realtime.tokenRefused';
}

/**
 * Sent to the parent when a reconnect could not resume: the player's balance may have moved meanwhile, so the app
 * has the session re-read the user.
 */
export interface RealtimeMessagesMissedEvent {
  type: 'realtime.messagesMissed';
}

/** Heard with `actor.on(...)`: each new message, and the channels the hub holds from now on. */
export type RealtimeEmitted =
  | { type: 'realtime.received'; message: EventMessage }
  /**
   * The hub holds these channels from now on (the welcome to a `hello`, or the answer to a `subscribe`): a snapshot a
   * listener reads after this and the pushes together miss nothing.
   */
  | { type: 'realtime.channelsHeld'; channels: PublicChannel[] };
