import type { RawData, WebSocket } from 'ws';
import {
  PUBLIC_CHANNELS,
  REALTIME,
  REALTIME_CLOSE,
  type ClientMessage,
  type EventMessage,
  type PublicChannel,
} from '../../contract/realtime';
import type { Bus, RealtimeLog } from './bus';
import { readClientFrame, type FrameError } from './client-frames';
import { createIdSource, systemClock, type RealtimeClock } from './clock';
import { createRegistry, newConnection, type Connection } from './connections';
import { createResumeBuffer, type BufferedMessage } from './resume-buffer';
import { refusalOf, type RealtimeClaims, type TokenRefusal, type VerifyToken } from './verify-token';

/** Timings and bounds of a hub; the defaults are the contract's `REALTIME`, tests shorten them. */
export type HubLimits = {
  helloTimeoutMs: number;
  heartbeatMs: number;
  resumeWindowMs: number;
  resumeOverlapMs: number;
  maxBufferedBytes: number;
  maxClientFrameBytes: number;
  maxChannels: number;
  /** Client frames one socket may have waiting (a `hello` or an `auth` waits for its token check). */
  maxPendingFrames: number;
  /** How long `close()` waits for clients to answer its 1001 before cutting them off. */
  closeGraceMs: number;
};

const DEFAULT_LIMITS: HubLimits = {
  helloTimeoutMs: REALTIME.helloTimeoutMs,
  heartbeatMs: REALTIME.heartbeatMs,
  resumeWindowMs: REALTIME.resumeWindowMs,
  resumeOverlapMs: REALTIME.resumeOverlapMs,
  maxBufferedBytes: REALTIME.maxBufferedBytes,
  maxClientFrameBytes: REALTIME.maxClientFrameBytes,
  maxChannels: REALTIME.maxChannels,
  maxPendingFrames: 8,
  closeGraceMs: 2_000,
};

/** What a hub is built from. */
export type HubOptions = {
  /** Carries publications and session ends to every process (`createLocalBus` for one process). */
  bus: Bus;
  verifyToken: VerifyToken;
  log: RealtimeLog;
  clock?: RealtimeClock;
  limits?: Partial<HubLimits>;
};

/** Kinds of event a public channel carries. */
export type PublicKind = Extract<EventMessage, { channel: PublicChannel }>['kind'];
/** Kinds of event sent to one player. */
export type PlayerKind = Extract<EventMessage, { channel: 'player' }>['kind'];
/** The `data` of an event of `kind`, as the contract types it. */
export type EventData<K extends EventMessage['kind']> = Extract<EventMessage, { kind: K }>['data'];

/** Counters for tests and operations. */
export type HubStats = {
  /** Sockets served here, welcomed or not (not those being closed). */
  sockets: number;
  /** Players with at least one authenticated socket here. */
  players: number;
  /** Sockets per public channel. */
  channels: Partial<Record<PublicChannel, number>>;
  droppedSlowConsumers: number;
  /** Messages held for resumes. */
  bufferedMessages: number;
};

/** The realtime hub of one process: its sockets, and events to them from every process through the bus. */
export type Hub = {
  /** Takes a freshly upgraded socket; it must send `hello` within `helloTimeoutMs`. */
  accept(socket: WebSocket): void;
  /** Sends an event to every socket on `channel`, in every process; answers its id. */
  publish<K extends PublicKind>(channel: PublicChannel, kind: K, data: EventData<K>): number;
  /** Sends an event to every socket authenticated as `userId`, in every process; answers its id. */
  publishToPlayer<K extends PlayerKind>(userId: number, kind: K, data: EventData<K>): number;
  /** In every process, sockets of session `sid` get `signed_out` (`session_ended`) and no more player events. */
  endSession(sid: string): void;
  stats(): HubStats;
  /** Closes every socket with 1001 (going away), stops the timers and closes the bus. */
  close(): Promise<void>;
};

/** Bus topics of the hub. */
export const HUB_TOPICS = { event: 'realtime.event', endSession: 'realtime.end-session' } as const;

type EventEnvelope = {
  id: number;
  channel: PublicChannel | 'player';
  userId?: number;
  kind: string;
  data: unknown;
};

type Identity = { claims: RealtimeClaims | null; error: TokenRefusal | null };

const PUBLIC = new Set<string>(PUBLIC_CHANNELS);
const GUEST: Identity = { claims: null, error: null };
const TEXT = { binary: false };
// setTimeout fires at once for anything longer than 2^31 − 1 ms
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const SIGNED_OUT = {
  token_expired: JSON.stringify({ type: 'signed_out', reason: 'token_expired' }),
  session_ended: JSON.stringify({ type: 'signed_out', reason: 'session_ended' }),
};

function isEventEnvelope(value: unknown): value is EventEnvelope {
  const event = value as Partial<EventEnvelope> | null;
  return (
    typeof event?.id === 'number' &&
    typeof event.kind === 'string' &&
    (event.channel === 'player' ? typeof event.userId === 'number' : PUBLIC.has(event.channel as string))
  );
}

const unrefTimeout = (run: () => void, ms: number) => {
  const timer = setTimeout(run, Math.min(Math.max(ms, 0), LONGEST_TIMER_MS));
  timer.unref();
  return timer;
};

/**
 * Builds a hub. Each event is serialized once per process into its final frame, kept for resumes and written to
 * every matching socket; a socket whose send buffer would pass `maxBufferedBytes` is terminated, never waited for.
 */
export function createHub(options: HubOptions): Hub {
  const { bus, verifyToken, log } = options;
  const clock = options.clock ?? systemClock;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const nextId = createIdSource(clock);
  const registry = createRegistry();
  const buffer = createResumeBuffer(limits.resumeWindowMs);
  const connections = new Set<Connection>();
  // a token checked just before its session ended must not open a socket after: sid → when it ended
  const endedSessions = new Map<string, number>();
  // the buffer holds everything that arrived since then: the start, or the last time the bus lost messages
  let coveredFrom = clock.now();
  let droppedSlowConsumers = 0;
  let closing: Promise<void> | null = null;
  let allGone: (() => void) | null = null;

  function send(connection: Connection, frame: Buffer | string) {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    const bytes = typeof frame === 'string' ? Buffer.byteLength(frame) : frame.length;
    if (socket.bufferedAmount + bytes > limits.maxBufferedBytes) {
      droppedSlowConsumers++;
      log.info(
        { buffered: socket.bufferedAmount, userId: connection.claims?.userId },
        'realtime: slow consumer dropped',
      );
      release(connection);
      socket.terminate();
      return;
    }
    socket.send(frame, TEXT);
  }

  function release(connection: Connection) {
    connection.state = 'closed';
    if (connection.helloTimer) clearTimeout(connection.helloTimer);
    if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
    connection.helloTimer = connection.expiryTimer = null;
    registry.forget(connection);
  }

  function closeConnection(connection: Connection, code: number, reason: string) {
    release(connection);
    connection.socket.close(code, reason);
  }

  function refuse(connection: Connection, error: FrameError) {
    send(connection, JSON.stringify({ type: 'error', ...error }));
    closeConnection(connection, REALTIME_CLOSE.badMessage, error.code);
  }

  function identify(connection: Connection, claims: RealtimeClaims | null) {
    if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
    connection.expiryTimer = null;
    registry.identify(connection, claims);
    if (claims) watchExpiry(connection, claims);
  }

  function watchExpiry(connection: Connection, claims: RealtimeClaims) {
    connection.expiryTimer = unrefTimeout(
      () => {
        connection.expiryTimer = null;
        if (connection.claims !== claims) return;
        if (claims.exp * 1000 > clock.now()) watchExpiry(connection, claims);
        else signOut(connection, 'token_expired');
      },
      claims.exp * 1000 - clock.now(),
    );
  }

  function signOut(connection: Connection, reason: keyof typeof SIGNED_OUT) {
    identify(connection, null);
    send(connection, SIGNED_OUT[reason]);
  }

  async function check(token: string | null): Promise<Identity> {
    if (token === null) return GUEST;
    let claims: RealtimeClaims;
    try {
      claims = await verifyToken(token);
    } catch (error) {
      return { claims: null, error: refusalOf(error) };
    }
    if (endedSessions.has(claims.sid)) return { claims: null, error: 'session_ended' };
    if (claims.exp * 1000 <= clock.now()) return { claims: null, error: 'token_expired' };
    return { claims, error: null };
  }

  function welcome(connection: Connection, error: TokenRefusal | null, resumed: boolean) {
    return JSON.stringify({
      type: 'welcome',
      user_id: connection.claims?.userId ?? null,
      error,
      channels: [...connection.channels],
      resumed,
      server_time: Math.floor(clock.now()),
      heartbeat_ms: limits.heartbeatMs,
    });
  }

  /** `since` can be resumed when everything from `since − overlap` on arrived here and is still held. */
  function isCovered(since: number) {
    const heldFrom = Math.max(coveredFrom, clock.now() - limits.resumeWindowMs);
    return since - limits.resumeOverlapMs * 1000 >= heldFrom * 1000;
  }

  // `mark`: the buffer's arrival number when the frame came in; what arrived while its token was being checked is
  // sent after the welcome, so nothing published in between is lost
  async function hello(
    connection: Connection,
    message: Extract<ClientMessage, { type: 'hello' }>,
    mark: number,
  ) {
    const identity = await check(message.token);
    if (connection.state === 'closed') return;
    connection.state = 'open';
    registry.subscribe(connection, message.channels);
    identify(connection, identity.claims);
    const { since } = message;
    let resumed = since !== undefined && isCovered(since);
    const from = resumed ? since! - limits.resumeOverlapMs * 1000 : Number.POSITIVE_INFINITY;
    let replay = buffer.select(
      connection.channels,
      identity.claims?.userId ?? null,
      (m) => m.seq > mark || m.id > from,
    );
    // a replay that would fill most of the send buffer is better read over HTTP
    if (resumed && bytesOf(replay) > limits.maxBufferedBytes / 2) {
      resumed = false;
      replay = replay.filter((m) => m.seq > mark);
    }
    send(connection, welcome(connection, identity.error, resumed));
    for (const message of replay) send(connection, message.frame);
  }

  async function auth(connection: Connection, token: string | null, mark: number) {
    const identity = await check(token);
    if (connection.state === 'closed') return;
    const before = connection.claims?.userId ?? null;
    identify(connection, identity.claims);
    send(connection, welcome(connection, identity.error, false));
    const userId = identity.claims?.userId ?? null;
    if (userId === null || userId === before) return;
    for (const message of buffer.select([], userId, (m) => m.seq > mark)) send(connection, message.frame);
  }

  async function handle(connection: Connection, message: ClientMessage, mark: number) {
    if (connection.state === 'closed') return;
    switch (message.type) {
      case 'hello':
        return hello(connection, message, mark);
      case 'auth':
        return auth(connection, message.token, mark);
      case 'subscribe': {
        const wanted = new Set([...connection.channels, ...message.channels]);
        if (wanted.size > limits.maxChannels)
          return refuse(connection, {
            code: 'too_many_channels',
            message: `A socket holds at most ${limits.maxChannels} channels.`,
          });
        return registry.subscribe(connection, message.channels);
      }
      case 'unsubscribe':
        return registry.unsubscribe(connection, message.channels);
    }
  }

  function onFrame(connection: Connection, data: RawData, isBinary: boolean) {
    if (connection.state === 'closed') return;
    connection.alive = true;
    const read = readClientFrame(data, isBinary, limits.maxClientFrameBytes);
    if ('error' in read) return refuse(connection, read.error);
    const { message } = read;
    if ((message.type === 'hello') === connection.helloSeen)
      return refuse(connection, {
        code: 'hello_expected',
        message: connection.helloSeen ? 'hello comes once.' : 'The first frame must be hello.',
      });
    if (connection.pending >= limits.maxPendingFrames)
      return refuse(connection, { code: 'too_many_messages', message: 'Frames come faster than answers.' });
    if (message.type === 'hello') {
      connection.helloSeen = true;
      if (connection.helloTimer) clearTimeout(connection.helloTimer);
      connection.helloTimer = null;
    }
    const mark = buffer.seq;
    connection.pending++;
    connection.chain = connection.chain
      .then(() => handle(connection, message, mark))
      .catch((error: unknown) => {
        log.error({ err: error }, 'realtime: a client frame failed');
        closeConnection(connection, 1011, 'internal error');
      })
      .finally(() => {
        connection.pending--;
      });
  }

  function fanOut(targets: ReadonlySet<Connection> | undefined, frame: Buffer) {
    if (targets) for (const connection of targets) send(connection, frame);
  }

  function onEvent(payload: unknown) {
    if (!isEventEnvelope(payload)) {
      log.warn({ topic: HUB_TOPICS.event }, 'realtime: a malformed event was ignored');
      return;
    }
    const { id, channel, userId, kind, data } = payload;
    const frame = Buffer.from(JSON.stringify({ type: 'event', id, channel, kind, data }));
    if (channel === 'player') {
      buffer.add(userId!, id, frame, clock.now());
      fanOut(registry.player(userId!), frame);
    } else {
      buffer.add(channel, id, frame, clock.now());
      fanOut(registry.channel(channel), frame);
    }
  }

  function onEndSession(payload: unknown) {
    const sid = (payload as { sid?: unknown } | null)?.sid;
    if (typeof sid !== 'string') return;
    endedSessions.set(sid, clock.now());
    for (const connection of [...(registry.session(sid) ?? [])]) signOut(connection, 'session_ended');
  }

  function beat() {
    const now = clock.now();
    const frame = Buffer.from(JSON.stringify({ type: 'heartbeat', server_time: Math.floor(now) }));
    for (const connection of connections) {
      if (connection.state !== 'open') continue;
      // no pong since the last ping: the peer is gone without a word (a dead network, a frozen tab)
      if (!connection.alive) {
        release(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      send(connection, frame);
    }
    buffer.evict(now);
    for (const [sid, at] of endedSessions) if (at < now - limits.resumeWindowMs) endedSessions.delete(sid);
  }

  const stopEvents = bus.subscribe(HUB_TOPICS.event, onEvent);
  const stopEndings = bus.subscribe(HUB_TOPICS.endSession, onEndSession);
  const stopGaps = bus.onGap((since) => {
    coveredFrom = Math.max(coveredFrom, since);
  });
  const heartbeat = setInterval(beat, limits.heartbeatMs);
  heartbeat.unref();

  return {
    accept(socket) {
      if (closing) {
        socket.close(REALTIME_CLOSE.goingAway, 'going away');
        return;
      }
      const connection = newConnection(socket);
      connections.add(connection);
      connection.helloTimer = unrefTimeout(() => {
        if (connection.state === 'waiting')
          closeConnection(connection, REALTIME_CLOSE.helloTimeout, 'no hello');
      }, limits.helloTimeoutMs);
      socket.on('message', (data, isBinary) => onFrame(connection, data, isBinary));
      socket.on('pong', () => {
        connection.alive = true;
      });
      // the close that follows an error does the cleaning up
      socket.on('error', () => {});
      socket.on('close', () => {
        release(connection);
        connections.delete(connection);
        if (connections.size === 0) allGone?.();
      });
    },
    publish(channel, kind, data) {
      const id = nextId();
      bus.publish(HUB_TOPICS.event, { id, channel, kind, data } satisfies EventEnvelope);
      return id;
    },
    publishToPlayer(userId, kind, data) {
      const id = nextId();
      bus.publish(HUB_TOPICS.event, { id, channel: 'player', userId, kind, data } satisfies EventEnvelope);
      return id;
    },
    endSession(sid) {
      bus.publish(HUB_TOPICS.endSession, { sid });
    },
    stats: () => ({
      sockets: [...connections].filter((c) => c.state !== 'closed').length,
      ...registry.counts(),
      droppedSlowConsumers,
      bufferedMessages: buffer.size,
    }),
    close() {
      closing ??= (async () => {
        clearInterval(heartbeat);
        stopEvents();
        stopEndings();
        stopGaps();
        const gone = new Promise<void>((resolve) => {
          allGone = resolve;
          if (connections.size === 0) resolve();
        });
        for (const connection of connections)
          closeConnection(connection, REALTIME_CLOSE.goingAway, 'going away');
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          gone,
          new Promise<void>((resolve) => (grace = unrefTimeout(resolve, limits.closeGraceMs))),
        ]);
        clearTimeout(grace);
        for (const connection of connections) connection.socket.terminate();
        await bus.close();
      })();
      return closing;
    },
  };
}

function bytesOf(messages: readonly BufferedMessage[]) {
  let total = 0;
  for (const message of messages) total += message.frame.length;
  return total;
}
