import {
  PUBLIC_CHANNELS,
  type ClientMessage,
  type PublicChannel,
  type ServerMessage,
} from '../../src/contract/realtime';
import type { RealtimeContext, SocketEvent } from './realtime.types';

/** Message ids kept to drop what a resume sends again: far more than one overlap's worth of messages. */
export const RECENT_IDS = 512;

/** The channels at least one listener wants, in the contract's order. */
export function heldChannels(subscriptions: RealtimeContext['subscriptions']): PublicChannel[] {
  return PUBLIC_CHANNELS.filter((channel) => (subscriptions[channel] ?? 0) > 0);
}

/** The first frame of a socket: the current token, the wanted channels, and where the last socket left off. */
export function helloFrame(context: RealtimeContext): ClientMessage {
  return {
    type: 'hello',
    token: context.token,
    channels: heldChannels(context.subscriptions),
    ...(context.lastId === null ? {} : { since: context.lastId }),
  };
}

/**
 * The frames that bring a socket in line with the context after the welcome to its `hello`: an `auth` when the
 * token changed meanwhile, and the channels wanted or dropped meanwhile.
 */
export function framesAfterWelcome(
  context: RealtimeContext,
  held: readonly PublicChannel[],
): ClientMessage[] {
  const wanted = heldChannels(context.subscriptions);
  const frames: ClientMessage[] = [];
  if (context.isAuthStale) frames.push({ type: 'auth', token: context.token });
  const subscribe = wanted.filter((channel) => !held.includes(channel));
  if (subscribe.length) frames.push({ type: 'subscribe', channels: subscribe });
  const unsubscribe = held.filter((channel) => !wanted.includes(channel));
  if (unsubscribe.length) frames.push({ type: 'unsubscribe', channels: unsubscribe });
  return frames;
}

/** The ids to keep after receiving `id`: at most `RECENT_IDS`, newest last. */
export function rememberId(seenIds: readonly number[], id: number): number[] {
  const kept = seenIds.length >= RECENT_IDS ? seenIds.slice(seenIds.length - RECENT_IDS + 1) : seenIds;
  return [...kept, id];
}

/**
 * The machine event for a valid server frame; null for an `error` frame, which the server follows by closing the
 * socket (the port logs it).
 */
export function socketEventOf(message: ServerMessage): SocketEvent | null {
  switch (message.type) {
    case 'welcome':
      return { type: 'socket.welcomed', welcome: message };
    case 'subscribed':
      return { type: 'socket.subscribed', channels: message.channels };
    case 'heartbeat':
      return { type: 'socket.heartbeat' };
    case 'signed_out':
      return { type: 'socket.signedOut', reason: message.reason };
    case 'event':
      return { type: 'socket.received', message };
    case 'error':
      return null;
  }
}
