import type { WebSocket } from 'ws';
import type { PublicChannel } from '../../contract/realtime';
import type { RealtimeClaims } from './verify-token';

/** One client socket and what the hub knows of it. */
export type Connection = {
  socket: WebSocket;
  /** `waiting` for its `hello`, `open` once welcomed, `closed` once the hub let it go (its `close` may follow). */
  state: 'waiting' | 'open' | 'closed';
  helloSeen: boolean;
  channels: Set<PublicChannel>;
  /** The player it speaks for; null for a guest, a refused token, or after `signed_out`. */
  claims: RealtimeClaims | null;
  helloTimer: NodeJS.Timeout | null;
  expiryTimer: NodeJS.Timeout | null;
  /** Answered the last ping (or has not been pinged yet). */
  alive: boolean;
  /** Which tick of the heartbeat pings it. */
  slice: number;
  /** Client frames taken but not yet answered; they are handled one after the other through `chain`. */
  pending: number;
  chain: Promise<void>;
};

/** A new connection waiting for its `hello`. */
export function newConnection(socket: WebSocket, slice: number): Connection {
  return {
    socket,
    state: 'waiting',
    helloSeen: false,
    channels: new Set(),
    claims: null,
    helloTimer: null,
    expiryTimer: null,
    alive: true,
    slice,
    pending: 0,
    chain: Promise.resolve(),
  };
}

/** Who receives what: the welcomed connections by public channel, by player and by session. */
export type Registry = {
  subscribe(connection: Connection, channels: Iterable<PublicChannel>): void;
  unsubscribe(connection: Connection, channels: Iterable<PublicChannel>): void;
  /** Makes the connection speak for `claims` (null: nobody), leaving the player and session it spoke for. */
  identify(connection: Connection, claims: RealtimeClaims | null): void;
  forget(connection: Connection): void;
  channel(channel: PublicChannel): ReadonlySet<Connection> | undefined;
  player(userId: number): ReadonlySet<Connection> | undefined;
  session(sid: string): ReadonlySet<Connection> | undefined;
  /** Players with a connection here, and connections per public channel. */
  counts(): { players: number; channels: Partial<Record<PublicChannel, number>> };
};

function setOf<K>(map: Map<K, Set<Connection>>) {
  return {
    add(key: K, connection: Connection) {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(connection);
    },
    remove(key: K, connection: Connection) {
      const set = map.get(key);
      if (!set) return;
      set.delete(connection);
      if (set.size === 0) map.delete(key);
    },
  };
}

/** An empty registry. */
export function createRegistry(): Registry {
  const byChannel = new Map<PublicChannel, Set<Connection>>();
  const byPlayer = new Map<number, Set<Connection>>();
  const bySession = new Map<string, Set<Connection>>();
  const channels = setOf(byChannel);
  const players = setOf(byPlayer);
  const sessions = setOf(bySession);

  const identify = (connection: Connection, claims: RealtimeClaims | null) => {
    if (connection.claims) {
      players.remove(connection.claims.userId, connection);
      sessions.remove(connection.claims.sid, connection);
    }
    connection.claims = claims;
    if (claims) {
      players.add(claims.userId, connection);
      sessions.add(claims.sid, connection);
    }
  };

  return {
    subscribe(connection, list) {
      for (const channel of list) {
        connection.channels.add(channel);
        channels.add(channel, connection);
      }
    },
    unsubscribe(connection, list) {
      for (const channel of list) {
        connection.channels.delete(channel);
        channels.remove(channel, connection);
      }
    },
    identify,
    forget(connection) {
      for (const channel of connection.channels) channels.remove(channel, connection);
      identify(connection, null);
    },
    channel: (channel) => byChannel.get(channel),
    player: (userId) => byPlayer.get(userId),
    session: (sid) => bySession.get(sid),
    counts() {
      const perChannel: Partial<Record<PublicChannel, number>> = {};
      for (const [channel, set] of byChannel) perChannel[channel] = set.size;
      return { players: byPlayer.size, channels: perChannel };
    },
  };
}
