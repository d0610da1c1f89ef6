import { assign, setup } from 'xstate';
import { TIMINGS } from '../../src/contract/constants';
import { asApiFailure } from '../../src/contract/failure';
import type { FeedBet } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';
import { notProvided, notProvidedCallback } from '../shared/not-provided';
import type { LiveFeedContext, LiveFeedEvent, LiveFeedInput, VisibilityEvent } from './live-feed.types';

const hide = { target: 'paused' } as const;

/**
 * The live feed of recent bets under a game: read at once, then again every `liveFeedPoll` while the page is
 * visible; a hidden page stops reading and a page shown again reads at once. A failed read keeps the bets shown.
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
  },
  delays: { liveFeedPoll: TIMINGS.liveFeedPoll },
  actions: {
    storeBets: assign((_, params: { bets: FeedBet[] }) => ({ bets: params.bets, failure: null })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
  },
}).createMachine({
  id: 'liveFeed',
  description:
    'Recent bets of all players: loading → live, read again after liveFeedPoll; paused while the page is hidden.',
  context: ({ input }) => ({ game: input.game, bets: [], failure: null }),
  invoke: { src: 'watchVisibility' },
  initial: 'loading',
  states: {
    loading: {
      description: 'The feed is read.',
      invoke: {
        src: 'loadFeed',
        input: ({ context }) => ({ game: context.game }),
        onDone: {
          target: 'live',
          actions: { type: 'storeBets', params: ({ event }) => ({ bets: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'feed.hidden': hide },
    },
    live: {
      description: 'The bets are shown until the next read.',
      after: { liveFeedPoll: 'loading' },
      on: { 'feed.hidden': hide },
    },
    failed: {
      description: 'The read failed: the last bets stay shown and the next read comes as usual.',
      after: { liveFeedPoll: 'loading' },
      on: { 'feed.hidden': hide },
    },
    paused: {
      description: 'The page is hidden: nothing is read.',
      on: { 'feed.visible': 'loading' },
    },
  },
});
