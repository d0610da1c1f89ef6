import { fromCallback, type EventObject } from 'xstate';
import { ApiError } from '../../src/contract/failure';
import type { FeedBet } from '../../src/contract/games/bets';
import { defineModel } from '../../tests/model/model-config';
import { liveFeedMachine } from './live-feed.machine';
import type { BetsListenerInput, VisibilityEvent } from './live-feed.types';

const BET: FeedBet = {
  id: 1,
  game: 'dice',
  player: 'Lucky',
  avatar: null,
  currency: 'RUB',
  amount: 10,
  payout: 20,
  multiplier: 2,
  settled_at: '2026-03-01T10:00:00.000Z',
};

/**
 * Path-test model of the live feed, for one game and for all: the hub holding the channel or not in time, reads that
 * work and fail, a pushed batch and the channel held anew in every state, the page hidden and shown again (the
 * watcher and the hub listener are silent: their reports are path events).
 */
export const modelConfig = defineModel(liveFeedMachine, {
  provide: {
    actors: {
      watchVisibility: fromCallback<VisibilityEvent, void>(() => {}),
      listenToBets: fromCallback<EventObject, BetsListenerInput>(() => {}),
    },
  },
  inputs: [{ game: 'dice' }, { game: null }],
  events: {
    'xstate.done.actor.loadFeed': [{ output: [BET] }],
    'xstate.error.actor.loadFeed': [
      { error: new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} }) },
    ],
    'feed.betsReceived': [{ bets: [{ ...BET, id: 2, settled_at: '2026-03-01T10:00:01.000Z' }] }],
  },
  maxDepth: 6,
});
