import { fromCallback } from 'xstate';
import { ApiError } from '../../src/contract/failure';
import type { FeedBet } from '../../src/contract/games/bets';
import { defineModel } from '../../tests/model/model-config';
import { liveFeedMachine } from './live-feed.machine';
import type { VisibilityEvent } from './live-feed.types';

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
 * Path-test model of the live feed, for one game and for all: reads that work and fail, the poll, the page hidden
 * in every state and shown again (the watcher itself is silent: its reports are path events).
 */
export const modelConfig = defineModel(liveFeedMachine, {
  provide: { actors: { watchVisibility: fromCallback<VisibilityEvent, void>(() => {}) } },
  inputs: [{ game: 'dice' }, { game: null }],
  events: {
    'xstate.done.actor.loadFeed': [{ output: [BET] }],
    'xstate.error.actor.loadFeed': [
      { error: new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} }) },
    ],
  },
  maxDepth: 6,
});
