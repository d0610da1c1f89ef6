import { FEED_SIZE, type FeedBet } from '../../src/contract/games/feed';
import type { HouseGame } from '../../src/contract/games/rtp';
import type { PublicChannel } from '../../src/contract/realtime';

/** The hub channel of a feed: one game's bets, or every game's. */
export function feedChannel(game: HouseGame | null): PublicChannel {
  return game ? `bets:${game}` : 'bets';
}

/** Newest first, as GET /api/v2/games/feed orders them: by settlement time, then by id. */
const newestFirst = (a: FeedBet, b: FeedBet) =>
  a.settled_at === b.settled_at ? b.id - a.id : a.settled_at < b.settled_at ? 1 : -1;

/**
 * The feed after `incoming` bets (a snapshot, or a pushed batch in any order): each bet once (the incoming copy
 * wins), newest first, at most `FEED_SIZE`.
 */
export function mergeFeed(current: readonly FeedBet[], incoming: readonly FeedBet[]): FeedBet[] {
  const byId = new Map<number, FeedBet>();
  for (const bet of current) byId.set(bet.id, bet);
  for (const bet of incoming) byId.set(bet.id, bet);
  return [...byId.values()].sort(newestFirst).slice(0, FEED_SIZE);
}
