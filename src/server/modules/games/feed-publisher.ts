import type { RealtimeLog } from '../../realtime/bus';
import type { Hub } from '../../realtime/hub';
import { FEED_SIZE, type FeedBet } from '../../../contract/games/bets';

/** The live feed goes out at most this often per channel: ten batches a second (issue 14). */
export const FEED_BATCH_MS = 100;
/** Bet ids remembered so a replayed bet (its id sent again) is not shown twice. */
const REMEMBERED = 4_096;

/**
 * Publishes settled bets to the live feed through the hub: collected for `FEED_BATCH_MS`, then one batch on `bets`
 * (every game) and one on `bets:<game>` for each game in it, newest last, at most `FEED_SIZE` each.
 */
export function createFeedPublisher(hub: Hub, log: Pick<RealtimeLog, 'warn'>) {
  let pending: FeedBet[] = [];
  let timer: NodeJS.Timeout | undefined;
  const published = new Set<number>();

  function flush() {
    timer = undefined;
    const batch = pending;
    pending = [];
    if (!batch.length) return;
    // a timer's throw would end the process: a batch that cannot go (the hub closed while the server drains) is lost
    try {
      hub.publish('bets', 'bets', batch.slice(-FEED_SIZE));
      const byGame = new Map<FeedBet['game'], FeedBet[]>();
      for (const bet of batch) byGame.set(bet.game, [...(byGame.get(bet.game) ?? []), bet]);
      for (const [game, bets] of byGame) hub.publish(`bets:${game}`, 'bets', bets.slice(-FEED_SIZE));
    } catch (error) {
      log.warn({ err: error, bets: batch.length }, 'live feed: a batch could not be published');
    }
  }

  return {
    /** Queues a settled bet for the next batch. */
    add(bet: FeedBet): void {
      if (published.has(bet.id)) return;
      published.add(bet.id);
      if (published.size > REMEMBERED) published.delete(published.values().next().value!);
      pending.push(bet);
      timer ??= setTimeout(flush, FEED_BATCH_MS).unref();
    },
    /** Stops: the app is closing, and the hub with it; what is queued is only a glimpse and goes. */
    stop(): void {
      clearTimeout(timer);
      pending = [];
    },
  };
}
