import type { WebSocket } from 'ws';
import { PUBLIC_CHANNELS, REALTIME, type EventMessage, type PublicChannel } from '../../contract/realtime';
import type { Bus, RealtimeLog } from './bus';
import type { RealtimeClock } from './clock';
import type { VerifyToken } from './verify-token';

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

/** The contract's timings and bounds, and ours for what it leaves open. */
export const DEFAULT_HUB_LIMITS: HubLimits = {
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
  /**
   * Sends an event to every socket on `channel`, in every process; answers its id. A batch too big for the bus goes
   * as consecutive smaller batches (the id is the last one's); anything else too big throws `MessageTooLargeError`.
   */
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

/** An event on the bus: the id and target its publisher gave it, and what the socket frame carries. */
export type EventEnvelope = {
  id: number;
  channel: PublicChannel | 'player';
  userId?: number;
  kind: string;
  data: unknown;
};

const PUBLIC = new Set<string>(PUBLIC_CHANNELS);

/** Whether a bus payload is an event (another process could run other code during a deploy). */
export function isEventEnvelope(value: unknown): value is EventEnvelope {
  const event = value as Partial<EventEnvelope> | null;
  return (
    typeof event?.id === 'number' &&
    typeof event.kind === 'string' &&
    (event.channel === 'player' ? typeof event.userId === 'number' : PUBLIC.has(event.channel as string))
  );
}
