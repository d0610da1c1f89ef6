import * as z from 'zod/mini';
import './zod-locale';
import { CURRENCIES } from './constants';
import { FEED_SIZE, feedBetSchema } from './games/feed';
import { HOUSE_GAMES } from './games/rtp';

/**
 * The realtime hub's wire protocol: one WebSocket per tab at `GET /api/v2/realtime` on the API host, JSON text
 * frames both ways. The first frame a client sends is `hello` (the access token travels here, never in the URL);
 * until it arrives the server sends nothing and closes the socket after `REALTIME.helloTimeoutMs`.
 */
export const REALTIME_PATH = '/api/v2/realtime';

/** Our choices for the hub (issue 14); the server and the browser both read them. */
export const REALTIME = {
  /** A client that sends no `hello` within this time is closed with `helloTimeout`. */
  helloTimeoutMs: 5_000,
  /** The server sends a `heartbeat` this often; a client that hears nothing for two of them reconnects. */
  heartbeatMs: 15_000,
  /** Messages a reconnecting client can resume: the server keeps this much of every channel. */
  resumeWindowMs: 30_000,
  /**
   * Ids are publication times in microseconds; messages published by different processes may arrive up to this
   * much out of order, so a resume sends again from `since` minus it and the client drops the ids it has seen.
   */
  resumeOverlapMs: 1_000,
  /** Bytes queued for one client beyond which it is dropped as too slow (`slowConsumer`). */
  maxBufferedBytes: 1024 * 1024,
  /** Longest frame a client may send. */
  maxClientFrameBytes: 16 * 1024,
  /** Public channels one socket may hold at once. */
  maxChannels: 16,
  /**
   * Sockets one address may hold on one server process: many tabs and players behind one carrier NAT fit, a script
   * opening sockets until the process runs out of memory does not.
   */
  maxSocketsPerIp: 256,
  /** Reconnect backoff of the browser: first wait, growth factor, ceiling; each wait is jittered by ±20 %. */
  reconnectFirstMs: 500,
  reconnectFactor: 2,
  reconnectMaxMs: 15_000,
} as const;

/** WebSocket close codes the hub uses besides 1000 (normal) and 1001 (going away: the server is draining). */
export const REALTIME_CLOSE = {
  goingAway: 1001,
  /** A frame that is not JSON, not one of the client messages, or too long. */
  badMessage: 4400,
  /** No `hello` in time. */
  helloTimeout: 4408,
  /**
   * The socket's send buffer passed `maxBufferedBytes`. Reserved: the hub terminates such a socket at once (the
   * client sees 1006), since a close frame would wait behind the data the client is not reading.
   */
  slowConsumer: 4429,
  /** The address already holds `maxSocketsPerIp` sockets on this process; the client retries with its backoff. */
  tooManySockets: 4430,
} as const;

/**
 * Public channels: `bets` (settled bets of every house game, at most ten batches a second) and `bets:<game>` (one
 * game's). Per-player messages need no channel name: an authenticated socket receives its player's own.
 */
export const PUBLIC_CHANNELS = ['bets', ...HOUSE_GAMES.map((game) => `bets:${game}` as const)] as const;
export const publicChannel = z.enum(PUBLIC_CHANNELS);
export type PublicChannel = z.infer<typeof publicChannel>;

/** A message id: its publication time in microseconds, unique and increasing within one process. */
export const messageId = z.int().check(z.nonnegative());

// ---- client → server ----

/** First frame: who the client is (null token: a guest), what it listens to, and where it left off. */
export const helloMessage = z.strictObject({
  type: z.literal('hello'),
  token: z.nullable(z.string().check(z.minLength(1), z.maxLength(4096))),
  channels: z.array(publicChannel).check(z.maxLength(REALTIME.maxChannels)),
  /** The highest id the client received before it reconnected; absent on a first connection. */
  since: z.optional(messageId),
});

/**
 * A new access token for this socket (after a refresh, a login or a logout: null). The server answers with a
 * `welcome`; player messages it sends before that welcome still belong to the previous player.
 */
export const authMessage = z.strictObject({
  type: z.literal('auth'),
  token: z.nullable(z.string().check(z.minLength(1), z.maxLength(4096))),
});

export const subscribeMessage = z.strictObject({
  type: z.literal('subscribe'),
  channels: z.array(publicChannel).check(z.minLength(1), z.maxLength(REALTIME.maxChannels)),
});

export const unsubscribeMessage = z.strictObject({
  type: z.literal('unsubscribe'),
  channels: z.array(publicChannel).check(z.minLength(1), z.maxLength(REALTIME.maxChannels)),
});

export const clientMessage = z.discriminatedUnion('type', [
  helloMessage,
  authMessage,
  subscribeMessage,
  unsubscribeMessage,
]);
export type ClientMessage = z.infer<typeof clientMessage>;

// ---- server → client ----

/**
 * The answer to `hello` and to `auth`: the player the socket now speaks for (null: a guest, or a token that was
 * refused, in which case `error` says why), and whether the messages since `since` could all be sent again
 * (`false` when `since` lies before the resume window: the client reads a fresh snapshot over HTTP). The answer to
 * `auth` resumes nothing and says `false`.
 */
export const welcomeMessage = z.object({
  type: z.literal('welcome'),
  user_id: z.nullable(z.int()),
  error: z.nullable(z.enum(['token_invalid', 'token_expired', 'session_ended'])),
  channels: z.array(publicChannel),
  resumed: z.boolean(),
  server_time: z.number(),
  heartbeat_ms: z.int().check(z.positive()),
});

/**
 * The answer to `subscribe`: the hub holds these channels from now on, so a snapshot read after this frame arrived
 * and the channels' pushes together miss nothing (the welcome's `channels` say the same for a `hello`).
 */
export const subscribedMessage = z.object({
  type: z.literal('subscribed'),
  channels: z.array(publicChannel),
});

/** Sent every `heartbeatMs` so a client can tell a quiet socket from a dead one. */
export const heartbeatMessage = z.object({ type: z.literal('heartbeat'), server_time: z.number() });

/** The socket's session ended (logout elsewhere, the token expired): player messages stop until a new `auth`. */
export const signedOutMessage = z.object({
  type: z.literal('signed_out'),
  reason: z.enum(['token_expired', 'session_ended']),
});

/**
 * A frame the server could not take; the socket is closed with `badMessage` after it. Codes: `too_long`, `bad_json`,
 * `bad_message`, `hello_expected` (a first frame other than `hello`, or a second one), `too_many_channels`,
 * `too_many_messages` (frames sent faster than they are answered).
 */
export const errorMessage = z.object({ type: z.literal('error'), code: z.string(), message: z.string() });

const event = { type: z.literal('event'), id: messageId };

/** Settled bets, newest last, of the channel's games; at most `FEED_SIZE` per batch. */
export const betsEvent = z.object({
  ...event,
  channel: publicChannel,
  kind: z.literal('bets'),
  data: z.array(feedBetSchema).check(z.maxLength(FEED_SIZE)),
});

/** The player's balances after a movement (deposit, bet, bonus conversion, payout decision), in major units. */
export const balanceEvent = z.object({
  ...event,
  channel: z.literal('player'),
  kind: z.literal('balance'),
  data: z.object({
    currency: z.enum(CURRENCIES),
    balance: z.number(),
    bonus_balance: z.number(),
    total_balance: z.number(),
  }),
});
export type BalanceEvent = z.infer<typeof balanceEvent>;

/** What a channel carries; `id` lets a reconnecting client resume. */
export const eventMessage = z.discriminatedUnion('kind', [betsEvent, balanceEvent]);
export type EventMessage = z.infer<typeof eventMessage>;

export const serverMessage = z.union([
  welcomeMessage,
  subscribedMessage,
  heartbeatMessage,
  signedOutMessage,
  errorMessage,
  eventMessage,
]);
export type ServerMessage = z.infer<typeof serverMessage>;
