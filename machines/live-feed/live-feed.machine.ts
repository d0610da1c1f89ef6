import { assign, setup, type EventObject } from 'xstate';
import { asApiFailure } from '../../src/contract/failure';
import type { FeedBet } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';
import { notProvided, notProvidedCallback } from '../shared/not-provided';
import { feedChannel, mergeFeed } from './live-feed.merge';
import type {
  BetsListenerInput,
  LiveFeedContext,
  LiveFeedEvent,
  LiveFeedInput,
  VisibilityEvent,
} from './live-feed.types';

/**
 * How long the feed waits for the hub to hold its channel before it reads the snapshot anyway (a socket that cannot
 * open yet); the hub's confirmation, when it comes, has the snapshot read again.
 */
export const HOLD_WAIT_MS = 2_000;

/**
 * The live feed of recent bets under a game: the channel is asked for, the snapshot is read once the realtime hub
 * holds it (read before, a bet settled in between would be in neither), then the hub pushes new bets, merged in
 * newest first; the snapshot is read again whenever the hub holds the channel anew, after a reconnect. A hidden page
 * lets the channel go; shown again, it holds it and reads the snapshot again. A failed read keeps the bets.
 */
export const liveFeedMachine = setup({
  types: {
    context: {} as LiveFeedContext,
    events: {} as LiveFeedEvent,
    input: {} as LiveFeedInput,
  },
  actors: {
    /** GET /api/v2/games/feed?game=. */
    loadFeed: notProvided<FeedBet[], { game: HouseGame | null }>('loadFeed'),
    /** Reports `feed.hidden` / `feed.visible` as the page is hidden and shown (at once if it starts hidden). */
    watchVisibility: notProvidedCallback<VisibilityEvent>('watchVisibility'),
    /**
     * Holds the channel on the realtime hub while it runs: reports `feed.channelHeld` each time the hub holds it (the
     * first time, and after every reconnect) and `feed.betsReceived` for each pushed batch.
     */
    listenToBets: notProvidedCallback<EventObject, BetsListenerInput>('listenToBets'),
  },
  actions: {
    mergeBets: assign(({ context }, params: { bets: FeedBet[] }) => ({
      bets: mergeFeed(context.bets, params.bets),
    })),
    storeSnapshot: assign(({ context }, params: { bets: FeedBet[] }) => ({
      bets: mergeFeed(context.bets, params.bets),
      failure: null,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
  },
  delays: { holdWait: HOLD_WAIT_MS },
}).createMachine({
  id: 'liveFeed',
  description:
    'Recent bets of all players: the snapshot once the hub holds the channel, then bets pushed by the realtime hub; read again whenever the hub holds it anew (a reconnect); the channel is let go while the page is hidden.',
  context: ({ input }) => ({ game: input.game, bets: [], failure: null }),
  invoke: { src: 'watchVisibility' },
  initial: 'listening',
  states: {
    listening: {
      description: "The page is visible: the feed's channel is held and every pushed batch is merged in.",
      invoke: { src: 'listenToBets', input: ({ context }) => ({ channel: feedChannel(context.game) }) },
      on: {
        'feed.hidden': { target: 'paused' },
        'feed.betsReceived': {
          actions: { type: 'mergeBets', params: ({ event }) => ({ bets: event.bets }) },
        },
        // the hub holds the channel (again, after a reconnect: bets pushed while no socket was open are lost): the
        // snapshot is read now, a read begun before, which may miss a bet settled in between, included
        'feed.channelHeld': { target: '.loading' },
      },
      initial: 'holding',
      states: {
        holding: {
          description:
            'The channel is asked for; the snapshot is read once the hub holds it, or after a while without it.',
          after: { holdWait: { target: 'loading' } },
        },
        loading: {
          description: 'The snapshot is read.',
          invoke: {
            src: 'loadFeed',
            input: ({ context }) => ({ game: context.game }),
            onDone: {
              target: 'live',
              actions: { type: 'storeSnapshot', params: ({ event }) => ({ bets: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        live: {
          description: 'The snapshot and the pushed bets are shown.',
        },
        failed: {
          description: 'The read failed: the bets shown so far stay and pushed ones keep coming.',
        },
      },
    },
    paused: {
      description: 'The page is hidden: the channel is let go and nothing is read.',
      on: { 'feed.visible': { target: 'listening' } },
    },
  },
});
