import type { ApiFailure } from '../../src/contract/failure';
import type { FeedBet } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';

export interface LiveFeedInput {
  /** The game whose bets are shown; null for all games. */
  game: HouseGame | null;
}

export interface LiveFeedContext {
  game: HouseGame | null;
  /** The recent bets as last read, newest first; kept while a later read fails. */
  bets: FeedBet[];
  /** Why the last read failed; null after a read that worked. */
  failure: ApiFailure | null;
}

/** What the page's visibility watcher reports. */
export type VisibilityEvent = { type: 'feed.hidden' } | { type: 'feed.visible' };

export type LiveFeedEvent = VisibilityEvent;
