import type { RawData } from 'ws';
import type { ClientMessage } from '../../contract/realtime';
import { readClientFrame } from './client-frames';
import { unrefTimeout, type RealtimeClock } from './clock';
import type { Connection, Registry } from './connections';
import type { HubLimits } from './hub-api';
import type { HeldMessage, ResumeBuffer } from './resume-buffer';
import type { Sockets } from './sockets';
import { refusalOf, type RealtimeClaims, type TokenRefusal, type VerifyToken } from './verify-token';

/** What the client side of the protocol works with; the hub owns all of it. */
export type ClientProtocolDeps = {
  limits: HubLimits;
  clock: RealtimeClock;
  verifyToken: VerifyToken;
  registry: Registry;
  buffer: ResumeBuffer;
  sockets: Sockets;
  /** Whether every message from `since − overlap` on is held here. */
  isCovered(since: number): boolean;
  /** Whether the session ended lately (its tokens may still pass a check made just before). */
  hasEnded(sid: string): boolean;
  log: { error(object: object, message: string): void };
};

/** Answers to client frames, and the player a socket speaks for. */
export type ClientProtocol = {
  onFrame(connection: Connection, data: RawData, isBinary: boolean): void;
  signOut(connection: Connection, reason: 'token_expired' | 'session_ended'): void;
};

type Identity = { claims: RealtimeClaims | null; error: TokenRefusal | null };
type Hello = Extract<ClientMessage, { type: 'hello' }>;

const GUEST: Identity = { claims: null, error: null };
const SIGNED_OUT = {
  token_expired: JSON.stringify({ type: 'signed_out', reason: 'token_expired' }),
  session_ended: JSON.stringify({ type: 'signed_out', reason: 'session_ended' }),
};

/**
 * The protocol of one hub: `hello`, `auth`, `subscribe` (answered with `subscribed`), `unsubscribe`, handled in order
 * per socket.
 */
export function createClientProtocol(deps: ClientProtocolDeps): ClientProtocol {
  const { limits, clock, verifyToken, registry, buffer, sockets } = deps;

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
    sockets.send(connection, SIGNED_OUT[reason]);
  }

  async function check(token: string | null): Promise<Identity> {
    if (token === null) return GUEST;
    let claims: RealtimeClaims;
    try {
      claims = await verifyToken(token);
    } catch (error) {
      return { claims: null, error: refusalOf(error) };
    }
    if (deps.hasEnded(claims.sid)) return { claims: null, error: 'session_ended' };
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

  // `mark`: the buffer's arrival number when the frame came in; what arrived while its token was being checked is
  // sent after the welcome, so nothing published in between is lost
  async function hello(connection: Connection, message: Hello, mark: number) {
    const identity = await check(message.token);
    if (connection.state === 'closed') return;
    connection.state = 'open';
    registry.subscribe(connection, message.channels);
    identify(connection, identity.claims);
    const { since } = message;
    let resumed = since !== undefined && deps.isCovered(since);
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
    sockets.send(connection, welcome(connection, identity.error, resumed));
    for (const message of replay) sockets.send(connection, message.frame);
  }

  async function auth(connection: Connection, token: string | null, mark: number) {
    const identity = await check(token);
    if (connection.state === 'closed') return;
    const before = connection.claims?.userId ?? null;
    identify(connection, identity.claims);
    sockets.send(connection, welcome(connection, identity.error, false));
    const userId = identity.claims?.userId ?? null;
    if (userId === null || userId === before) return;
    for (const message of buffer.select([], userId, (m) => m.seq > mark))
      sockets.send(connection, message.frame);
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
          return sockets.refuse(connection, {
            code: 'too_many_channels',
            message: `A socket holds at most ${limits.maxChannels} channels.`,
          });
        registry.subscribe(connection, message.channels);
        return sockets.send(connection, JSON.stringify({ type: 'subscribed', channels: message.channels }));
      }
      case 'unsubscribe':
        return registry.unsubscribe(connection, message.channels);
    }
  }

  function onFrame(connection: Connection, data: RawData, isBinary: boolean) {
    if (connection.state === 'closed') return;
    connection.alive = true;
    const read = readClientFrame(data, isBinary, limits.maxClientFrameBytes);
    if ('error' in read) return sockets.refuse(connection, read.error);
    const { message } = read;
    if ((message.type === 'hello') === connection.helloSeen)
      return sockets.refuse(connection, {
        code: 'hello_expected',
        message: connection.helloSeen ? 'hello comes once.' : 'The first frame must be hello.',
      });
    if (connection.pending >= limits.maxPendingFrames)
      return sockets.refuse(connection, {
        code: 'too_many_messages',
        message: 'Frames come faster than answers.',
      });
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
        deps.log.error({ err: error }, 'realtime: a client frame failed');
        sockets.close(connection, 1011, 'internal error');
      })
      .finally(() => {
        connection.pending--;
      });
  }

  return { onFrame, signOut };
}

function bytesOf(messages: readonly HeldMessage[]) {
  let total = 0;
  for (const message of messages) total += Buffer.byteLength(message.frame);
  return total;
}
