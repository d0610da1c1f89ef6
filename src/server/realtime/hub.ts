import { REALTIME_CLOSE } from '../../contract/realtime';
import { MessageTooLargeError } from './bus';
import { createClientProtocol } from './client-protocol';
import { createIdSource, systemClock, unrefTimeout } from './clock';
import { createRegistry, newConnection, type Connection } from './connections';
import {
  DEFAULT_HUB_LIMITS,
  HUB_TOPICS,
  isEventEnvelope,
  type EventEnvelope,
  type Hub,
  type PlayerKind,
  type HubOptions,
} from './hub-api';
import { createResumeBuffer } from './resume-buffer';
import { createSockets } from './sockets';

const HEARTBEAT_SLICES = 10;
/**
 * A player event that carries the whole of what it describes, keyed by what it describes: a balance, per currency
 * (a payout in the currency a player left still moves that balance). A resume sends only the newest of a key, and
 * the hub lets the older frames go at once (at a bet a second per player, most of what it held for the window were
 * balances already replaced).
 */
function latestKey(kind: string, data: unknown): string | undefined {
  if (kind !== ('balance' satisfies PlayerKind)) return undefined;
  return `balance:${String((data as { currency?: unknown } | null)?.currency)}`;
}

/**
 * Builds a hub. Each event is serialized once per process into its final frame, kept for resumes as text (a Buffer
 * per event held for the whole window kept the garbage collector busy with their backing stores) and written to
 * every matching socket as one Buffer; a socket whose send buffer would pass `maxBufferedBytes` is terminated, never
 * waited for.
 */
export function createHub(options: HubOptions): Hub {
  const { bus, verifyToken, log } = options;
  const clock = options.clock ?? systemClock;
  const limits = { ...DEFAULT_HUB_LIMITS, ...options.limits };
  const nextId = createIdSource(clock);
  const registry = createRegistry();
  const buffer = createResumeBuffer(limits.resumeWindowMs);
  const sockets = createSockets({ maxBufferedBytes: limits.maxBufferedBytes, registry, log });
  const connections = new Set<Connection>();
  // a token checked just before its session ended must not open a socket after: sid → when it ended
  const endedSessions = new Map<string, number>();
  // the buffer holds everything that arrived since then: the start, or the last time the bus lost messages
  let coveredFrom = clock.now();
  let accepted = 0;
  let closing: Promise<void> | null = null;
  let allGone: (() => void) | null = null;

  const protocol = createClientProtocol({
    limits,
    clock,
    verifyToken,
    registry,
    buffer,
    sockets,
    log,
    hasEnded: (sid) => endedSessions.has(sid),
    isCovered(since) {
      const heldFrom = Math.max(coveredFrom, clock.now() - limits.resumeWindowMs);
      return since - limits.resumeOverlapMs * 1000 >= heldFrom * 1000;
    },
  });

  function onEvent(payload: unknown) {
    if (!isEventEnvelope(payload)) {
      log.warn({ topic: HUB_TOPICS.event }, 'realtime: a malformed event was ignored');
      return;
    }
    const { id, channel, userId, kind, data } = payload;
    const text = JSON.stringify({ type: 'event', id, channel, kind, data });
    const to = channel === 'player' ? userId! : channel;
    buffer.add(to, id, text, clock.now(), channel === 'player' ? latestKey(kind, data) : undefined);
    const targets = channel === 'player' ? registry.player(userId!) : registry.channel(channel);
    if (!targets) return;
    // encoded once for all its sockets, and only when some are listening
    let frame: Buffer | undefined;
    for (const connection of targets) sockets.send(connection, (frame ??= Buffer.from(text)));
  }

  function onEndSession(payload: unknown) {
    const sid = (payload as { sid?: unknown } | null)?.sid;
    if (typeof sid !== 'string') return;
    endedSessions.set(sid, clock.now());
    for (const connection of [...(registry.session(sid) ?? [])])
      protocol.signOut(connection, 'session_ended');
  }

  // each socket is pinged once per heartbeatMs, a tenth of them at a time: pinging 10,000 sockets at once would
  // hold the event loop for as long as a whole broadcast, and delay every event that lands meanwhile
  let slice = 0;
  function beat() {
    const now = clock.now();
    slice = (slice + 1) % HEARTBEAT_SLICES;
    const frame = Buffer.from(JSON.stringify({ type: 'heartbeat', server_time: Math.floor(now) }));
    for (const connection of connections) {
      if (connection.state !== 'open' || connection.slice !== slice) continue;
      // no pong since the last ping: the peer is gone without a word (a dead network, a frozen tab)
      if (!connection.alive) {
        sockets.release(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      sockets.send(connection, frame);
    }
    buffer.evict(now);
    for (const [sid, at] of endedSessions) if (at < now - limits.resumeWindowMs) endedSessions.delete(sid);
  }

  const stopEvents = bus.subscribe(HUB_TOPICS.event, onEvent);
  const stopEndings = bus.subscribe(HUB_TOPICS.endSession, onEndSession);
  const stopGaps = bus.onGap((since) => {
    coveredFrom = Math.max(coveredFrom, since);
  });
  const heartbeat = setInterval(beat, limits.heartbeatMs / HEARTBEAT_SLICES);
  heartbeat.unref();

  function publishEvent(event: Omit<EventEnvelope, 'id'>): number {
    const id = nextId();
    try {
      bus.publish(HUB_TOPICS.event, { ...event, id } satisfies EventEnvelope);
      return id;
    } catch (error) {
      // a bus between processes carries messages of bounded size (a NOTIFY is under 8000 bytes): a batch (of
      // bets, newest last) too big for it goes as two consecutive halves, which a client appends alike
      const { data } = event;
      if (!(error instanceof MessageTooLargeError) || !Array.isArray(data) || data.length < 2) throw error;
      const half = Math.ceil(data.length / 2);
      publishEvent({ ...event, data: data.slice(0, half) });
      return publishEvent({ ...event, data: data.slice(half) });
    }
  }

  async function shutDown() {
    clearInterval(heartbeat);
    stopEvents();
    stopEndings();
    stopGaps();
    const gone = new Promise<void>((resolve) => {
      allGone = resolve;
      if (connections.size === 0) resolve();
    });
    for (const connection of connections) sockets.close(connection, REALTIME_CLOSE.goingAway, 'going away');
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      gone,
      new Promise<void>((resolve) => (grace = unrefTimeout(resolve, limits.closeGraceMs))),
    ]);
    clearTimeout(grace);
    for (const connection of connections) connection.socket.terminate();
    await bus.close();
  }

  return {
    accept(socket) {
      if (closing) {
        socket.close(REALTIME_CLOSE.goingAway, 'going away');
        return;
      }
      const connection = newConnection(socket, accepted++ % HEARTBEAT_SLICES);
      connections.add(connection);
      connection.helloTimer = unrefTimeout(() => {
        if (connection.state === 'waiting')
          sockets.close(connection, REALTIME_CLOSE.helloTimeout, 'no hello');
      }, limits.helloTimeoutMs);
      socket.on('message', (data, isBinary) => protocol.onFrame(connection, data, isBinary));
      socket.on('pong', () => {
        connection.alive = true;
      });
      // the close that follows an error does the cleaning up
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.release(connection);
        connections.delete(connection);
        if (connections.size === 0) allGone?.();
      });
    },
    publish: (channel, kind, data) => publishEvent({ channel, kind, data }),
    publishToPlayer: (userId, kind, data) => publishEvent({ channel: 'player', userId, kind, data }),
    endSession(sid) {
      bus.publish(HUB_TOPICS.endSession, { sid });
    },
    stats: () => ({
      sockets: [...connections].filter((c) => c.state !== 'closed').length,
      ...registry.counts(),
      droppedSlowConsumers: sockets.dropped,
      bufferedMessages: buffer.size,
    }),
    close: () => (closing ??= shutDown()),
  };
}

// callers take the hub and its types from one module
export type { Hub, HubLimits, HubOptions, HubStats, PlayerKind, PublicKind, EventData } from './hub-api';
export { HUB_TOPICS } from './hub-api';
