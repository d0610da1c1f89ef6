import type { ApiFailure } from '../../src/contract/failure';
import type { FeedBet } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';
import type { PublicChannel } from '../../src/contract/realtime';

export interface LiveFeedInput {
  /** The game whose bets are shown; null for all games. */
  game: HouseGame | null;
}

export interface LiveFeedContext {
  game: HouseGame | null;
  /** The recent bets, newest first: the snapshot with every pushed batch merged in; kept while a read fails. */
  bets: FeedBet[];
  /** Why the last snapshot read failed; null after a read that worked. */
  failure: ApiFailure | null;
}

/** What the page's visibility watcher reports. */
export type VisibilityEvent = { type: 'feed.hidden' } | { type: 'feed.visible' };

/**
 * What the feed's hub listener reports: the hub holds the channel from now on (a snapshot read after this misses
 * nothing), or a pushed batch.
 */
export type HubBetsEvent = { type: 'feed.channelHeld' } | { type: 'feed.betsReceived'; bets: FeedBet[] };

/** What the hub listener is given: the channel it holds while it runs. */
export interface BetsListenerInput {
  channel: PublicChannel;
}

export type LiveFeedEvent = VisibilityEvent | HubBetsEvent;
