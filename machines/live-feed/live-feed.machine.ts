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
 * The live feed of recent bets under a game: the snapshot is read once, then the realtime hub pushes new bets,
 * merged in newest first; the snapshot is read again when the hub could not resume after a reconnect. A hidden
 * page lets the channel go; shown again, it holds it and reads the snapshot again. A failed read keeps the bets.
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
     * Holds the channel on the realtime hub while it runs: reports `feed.betsReceived` for each pushed batch and
     * `feed.betsMissed` when a reconnect could not resume.
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
}).createMachine({
  id: 'liveFeed',
  description:
    'Recent bets of all players: the snapshot once, then bets pushed by the realtime hub; read again after a reconnect that could not resume; the channel is let go while the page is hidden.',
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
        // bets pushed while no socket was open are lost: the snapshot is read again, a read on its way included
        'feed.betsMissed': { target: '.loading' },
      },
      initial: 'loading',
      states: {
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
