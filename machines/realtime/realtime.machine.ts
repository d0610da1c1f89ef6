import { assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import { REALTIME, type EventMessage, type PublicChannel } from '../../src/contract/realtime';
import { notProvidedCallback } from '../shared/not-provided';
import { nextJitter, reconnectDelay, seedFrom } from './realtime.backoff';
import { framesAfterWelcome, helloFrame, rememberId } from './realtime.frames';
import type {
  BalanceChangedEvent,
  NetworkEvent,
  RealtimeContext,
  RealtimeEmitted,
  RealtimeEvent,
  RealtimeInput,
  RealtimeMessagesMissedEvent,
  RealtimeTokenRefusedEvent,
  SocketCommand,
  Welcome,
} from './realtime.types';

const held = (context: RealtimeContext, channel: PublicChannel) => context.subscriptions[channel] ?? 0;

/** A frame for the socket port. */
const frame = (message: SocketCommand['frame']): SocketCommand => ({ type: 'socket.send', frame: message });

/** A welcome after an earlier one that could not resume: messages sent while no socket was open are lost. */
const isResumeFailed = (context: RealtimeContext, welcome: Welcome) =>
  !welcome.resumed && context.hasBeenOpen;

/** Every frame the server sends proves the socket alive: the watchdog starts over. */
const restartWatchdog = { target: 'listening', reenter: true } as const;

/**
 * The tab's one connection to the realtime hub (issue 14): connects at once, says `hello` with the token, the
 * wanted channels and the last id seen, re-authenticates when the token changes, holds public channels by
 * reference count and tells listeners once the hub holds them (so they read their snapshots after that), drops
 * what a resume sends twice, and reconnects with a jittered backoff when the socket closes or goes quiet for two
 * heartbeats; while the browser is offline it waits.
 */
export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    input: {} as RealtimeInput,
    emitted: {} as RealtimeEmitted,
  },
  actors: {
    /** One WebSocket to the hub: reports `socket.*` events and sends the frame of each `socket.send`. */
    socket: notProvidedCallback<SocketCommand>('socket'),
    /** Reports `network.offline` / `network.online` as the browser says (at once when it starts offline). */
    watchNetwork: notProvidedCallback<NetworkEvent>('watchNetwork'),
  },
  delays: {
    heartbeatTimeout: ({ context }) => 2 * context.heartbeatMs,
    reconnectBackoff: ({ context }) => context.retryDelay,
  },
  guards: {
    isNewToken: ({ context }, params: { token: string | null }) => params.token !== context.token,
    isLastSubscriber: ({ context }, params: { channel: PublicChannel }) =>
      held(context, params.channel) === 1,
    hasSubscriber: ({ context }, params: { channel: PublicChannel }) => held(context, params.channel) > 0,
    isSeen: ({ context }, params: { id: number }) => context.seenIds.includes(params.id),
    // Balances of one player may come from several processes slightly out of order: only a newer one counts.
    isNewerBalance: ({ context }, params: { message: EventMessage }) =>
      params.message.kind === 'balance' &&
      context.userId !== null &&
      (context.lastBalanceId === null || params.message.id > context.lastBalanceId),
    // A refusal of the token a hello carried before the token changed says nothing about the current token.
    canAskForFreshToken: ({ context }, params: { refused: boolean }) =>
      params.refused && context.token !== null && !context.hasAskedForToken && !context.isAuthStale,
  },
  actions: {
    assignToken: assign((_, params: { token: string | null }) => ({ token: params.token })),
    markAuthStale: assign({ isAuthStale: true }),
    countSubscriber: assign(({ context }, params: { channel: PublicChannel }) => ({
      subscriptions: { ...context.subscriptions, [params.channel]: held(context, params.channel) + 1 },
    })),
    uncountSubscriber: assign(({ context }, params: { channel: PublicChannel }) => ({
      subscriptions: { ...context.subscriptions, [params.channel]: held(context, params.channel) - 1 },
    })),
    sendHello: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('socket', frame(helloFrame(context)));
      enqueue.assign({ isAuthStale: false });
    }),
    sendAuth: sendTo('socket', ({ context }) => frame({ type: 'auth', token: context.token })),
    sendSubscribe: sendTo('socket', (_, params: { channel: PublicChannel }) =>
      frame({ type: 'subscribe', channels: [params.channel] }),
    ),
    sendUnsubscribe: sendTo('socket', (_, params: { channel: PublicChannel }) =>
      frame({ type: 'unsubscribe', channels: [params.channel] }),
    ),
    syncAfterWelcome: enqueueActions(({ context, enqueue }, params: { welcome: Welcome }) => {
      for (const message of framesAfterWelcome(context, params.welcome.channels)) {
        enqueue.sendTo('socket', frame(message));
      }
      enqueue.assign({ isAuthStale: false });
    }),
    assignWelcome: assign(({ context }, params: { welcome: Welcome }) => ({
      userId: params.welcome.user_id,
      heartbeatMs: params.welcome.heartbeat_ms,
      hasBeenOpen: true,
      hasAskedForToken: params.welcome.user_id === null && context.hasAskedForToken,
    })),
    // After a reconnect the hub could not resume: the app re-reads the user (listeners read their snapshots again at
    // every welcome, which tells them which channels are held).
    reportMissedMessages: enqueueActions(({ context, enqueue, self }, params: { welcome: Welcome }) => {
      if (!isResumeFailed(context, params.welcome)) return;
      if (self._parent)
        enqueue.sendParent({ type: 'realtime.messagesMissed' } satisfies RealtimeMessagesMissedEvent);
    }),
    forgetPlayer: assign({ userId: null }),
    askForFreshToken: enqueueActions(({ enqueue, self }) => {
      if (self._parent)
        enqueue.sendParent({ type: 'realtime.tokenRefused' } satisfies RealtimeTokenRefusedEvent);
      enqueue.assign({ hasAskedForToken: true });
    }),
    rememberMessage: assign(({ context }, params: { message: EventMessage }) => ({
      seenIds: rememberId(context.seenIds, params.message.id),
      lastId: Math.max(context.lastId ?? 0, params.message.id),
    })),
    emitChannelsHeld: enqueueActions(({ enqueue }, params: { channels: PublicChannel[] }) => {
      if (params.channels.length) enqueue.emit({ type: 'realtime.channelsHeld', channels: params.channels });
    }),
    emitReceived: emit((_, params: { message: EventMessage }) => ({
      type: 'realtime.received' as const,
      message: params.message,
    })),
    // Standalone (in tests) there is no parent; under the app the session takes the balances.
    notifyBalanceChanged: enqueueActions(({ context, enqueue, self }, params: { message: EventMessage }) => {
      if (params.message.kind !== 'balance' || context.userId === null) return;
      enqueue.assign({ lastBalanceId: params.message.id });
      if (self._parent) {
        enqueue.sendParent({
          type: 'balance.changed',
          userId: context.userId,
          ...params.message.data,
        } satisfies BalanceChangedEvent);
      }
    }),
    drawRetryDelay: assign(({ context }) => {
      const { unit, seed } = nextJitter(context.seed);
      return { retryDelay: reconnectDelay(context.attempt, unit), attempt: context.attempt + 1, seed };
    }),
    resetAttempts: assign({ attempt: 0 }),
  },
}).createMachine({
  id: 'realtime',
  description:
    'One WebSocket per tab to the realtime hub: hello with token, channels and resume point; re-auth on token change; channels held by reference count, each hold reported once the hub confirms it; resume duplicates dropped; reconnect with jittered backoff after a close or two silent heartbeats; no attempt while offline.',
  context: ({ input }) => ({
    token: input.token,
    subscriptions: {},
    lastId: null,
    seenIds: [],
    lastBalanceId: null,
    userId: null,
    heartbeatMs: REALTIME.heartbeatMs,
    attempt: 0,
    retryDelay: 0,
    seed: seedFrom(input.random ?? Math.random),
    isAuthStale: false,
    hasAskedForToken: false,
    hasBeenOpen: false,
  }),
  invoke: { src: 'watchNetwork' },
  on: {
    'token.changed': {
      guard: { type: 'isNewToken', params: ({ event }) => ({ token: event.token }) },
      actions: { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
    },
    'realtime.subscribe': {
      actions: { type: 'countSubscriber', params: ({ event }) => ({ channel: event.channel }) },
    },
    'realtime.unsubscribe': {
      guard: { type: 'hasSubscriber', params: ({ event }) => ({ channel: event.channel }) },
      actions: { type: 'uncountSubscriber', params: ({ event }) => ({ channel: event.channel }) },
    },
  },
  initial: 'active',
  states: {
    active: {
      description:
        'A socket is opening or open; any frame proves it alive, and two heartbeats of silence count as dead.',
      type: 'parallel',
      invoke: { src: 'socket', id: 'socket' },
      on: {
        'socket.closed': { target: 'reconnecting' },
        'network.offline': { target: 'offline' },
      },
      states: {
        link: {
          initial: 'connecting',
          // here, not on `active`: a parallel state's own transitions only run when no region takes the event, and
          // the watchdog takes every frame
          on: {
            'socket.received': [
              // the overlap a resume sends again
              { guard: { type: 'isSeen', params: ({ event }) => ({ id: event.message.id }) } },
              {
                guard: { type: 'isNewerBalance', params: ({ event }) => ({ message: event.message }) },
                actions: [
                  { type: 'rememberMessage', params: ({ event }) => ({ message: event.message }) },
                  { type: 'emitReceived', params: ({ event }) => ({ message: event.message }) },
                  { type: 'notifyBalanceChanged', params: ({ event }) => ({ message: event.message }) },
                ],
              },
              {
                actions: [
                  { type: 'rememberMessage', params: ({ event }) => ({ message: event.message }) },
                  { type: 'emitReceived', params: ({ event }) => ({ message: event.message }) },
                ],
              },
            ],
            'socket.subscribed': {
              actions: { type: 'emitChannelsHeld', params: ({ event }) => ({ channels: event.channels }) },
            },
            'socket.signedOut': [
              {
                guard: { type: 'canAskForFreshToken', params: { refused: true } },
                actions: ['forgetPlayer', 'askForFreshToken'],
              },
              { actions: 'forgetPlayer' },
            ],
          },
          states: {
            connecting: {
              description: 'The WebSocket is opening.',
              on: { 'socket.opened': { target: 'greeting' } },
            },
            greeting: {
              description:
                'The hello went out; the welcome says whom the socket speaks for and what it resumed.',
              entry: 'sendHello',
              on: {
                'token.changed': {
                  guard: { type: 'isNewToken', params: ({ event }) => ({ token: event.token }) },
                  actions: [
                    { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
                    'markAuthStale',
                  ],
                },
                'socket.welcomed': [
                  {
                    guard: {
                      type: 'canAskForFreshToken',
                      params: ({ event }) => ({ refused: event.welcome.error !== null }),
                    },
                    target: 'open',
                    actions: [
                      { type: 'reportMissedMessages', params: ({ event }) => ({ welcome: event.welcome }) },
                      { type: 'assignWelcome', params: ({ event }) => ({ welcome: event.welcome }) },
                      { type: 'syncAfterWelcome', params: ({ event }) => ({ welcome: event.welcome }) },
                      {
                        type: 'emitChannelsHeld',
                        params: ({ event }) => ({ channels: event.welcome.channels }),
                      },
                      'resetAttempts',
                      'askForFreshToken',
                    ],
                  },
                  {
                    target: 'open',
                    actions: [
                      { type: 'reportMissedMessages', params: ({ event }) => ({ welcome: event.welcome }) },
                      { type: 'assignWelcome', params: ({ event }) => ({ welcome: event.welcome }) },
                      { type: 'syncAfterWelcome', params: ({ event }) => ({ welcome: event.welcome }) },
                      {
                        type: 'emitChannelsHeld',
                        params: ({ event }) => ({ channels: event.welcome.channels }),
                      },
                      'resetAttempts',
                    ],
                  },
                ],
              },
            },
            open: {
              description:
                'Welcomed: messages flow; token changes and channel changes are sent as they happen.',
              on: {
                'token.changed': {
                  guard: { type: 'isNewToken', params: ({ event }) => ({ token: event.token }) },
                  actions: [
                    { type: 'assignToken', params: ({ event }) => ({ token: event.token }) },
                    'sendAuth',
                  ],
                },
                // sent for a channel already held too: its answer tells this listener when to read its snapshot
                'realtime.subscribe': {
                  actions: [
                    { type: 'countSubscriber', params: ({ event }) => ({ channel: event.channel }) },
                    { type: 'sendSubscribe', params: ({ event }) => ({ channel: event.channel }) },
                  ],
                },
                'realtime.unsubscribe': [
                  {
                    guard: { type: 'isLastSubscriber', params: ({ event }) => ({ channel: event.channel }) },
                    actions: [
                      { type: 'uncountSubscriber', params: ({ event }) => ({ channel: event.channel }) },
                      { type: 'sendUnsubscribe', params: ({ event }) => ({ channel: event.channel }) },
                    ],
                  },
                  {
                    guard: { type: 'hasSubscriber', params: ({ event }) => ({ channel: event.channel }) },
                    actions: {
                      type: 'uncountSubscriber',
                      params: ({ event }) => ({ channel: event.channel }),
                    },
                  },
                ],
                // the answer to an `auth`
                'socket.welcomed': [
                  {
                    guard: {
                      type: 'canAskForFreshToken',
                      params: ({ event }) => ({ refused: event.welcome.error !== null }),
                    },
                    actions: [
                      { type: 'assignWelcome', params: ({ event }) => ({ welcome: event.welcome }) },
                      'askForFreshToken',
                    ],
                  },
                  { actions: { type: 'assignWelcome', params: ({ event }) => ({ welcome: event.welcome }) } },
                ],
              },
            },
          },
        },
        watchdog: {
          initial: 'listening',
          states: {
            listening: {
              description:
                'Waits for the next frame; two heartbeats without one and the socket counts as dead.',
              after: { heartbeatTimeout: { target: '#realtime.reconnecting' } },
              on: {
                'socket.opened': restartWatchdog,
                'socket.welcomed': restartWatchdog,
                'socket.heartbeat': restartWatchdog,
                'socket.received': restartWatchdog,
                'socket.subscribed': restartWatchdog,
                'socket.signedOut': restartWatchdog,
              },
            },
          },
        },
      },
    },
    reconnecting: {
      description: 'The socket closed or went quiet: waits the jittered backoff, then connects again.',
      entry: 'drawRetryDelay',
      after: { reconnectBackoff: { target: 'active' } },
      on: { 'network.offline': { target: 'offline' } },
    },
    offline: {
      description: 'The browser says it is offline: no attempt until it is online, then one at once.',
      on: { 'network.online': { target: 'active', actions: 'resetAttempts' } },
    },
  },
});
