import type { SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../src/contract/failure';
import type { FeedBet } from '../../src/contract/games/bets';
import type { liveFeedMachine } from './live-feed.machine';

export type LiveFeedSnapshot = SnapshotFrom<typeof liveFeedMachine>;

/** The recent bets, newest first. */
export const selectFeedBets = (s: LiveFeedSnapshot): FeedBet[] => s.context.bets;

/** Why the last read failed, or null. */
export const selectFeedFailure = (s: LiveFeedSnapshot): ApiFailure | null => s.context.failure;

/** Whether the first read is still waiting or on its way (nothing to show yet). */
export const selectIsFeedStarting = (s: LiveFeedSnapshot): boolean =>
  (s.matches({ listening: 'holding' }) || s.matches({ listening: 'loading' })) &&
  s.context.bets.length === 0 &&
  s.context.failure === null;
