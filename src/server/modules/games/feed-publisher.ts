import type { PublicChannel } from '../../../contract/realtime';
import type { HouseGame } from '../../../contract/games/rtp';
import type { RealtimeLog } from '../../realtime/bus';
import type { Hub } from '../../realtime/hub';
import { FEED_SIZE, type FeedBet } from '../../../contract/games/bets';
import { feedBetOf, type FeedRow } from './feed';

/** The live feed goes out at most this often per channel: ten batches a second (issue 14). */
export const FEED_BATCH_MS = 100;
/** Bet ids remembered so a replayed bet (its id sent again) is not shown twice. */
const REMEMBERED = 4_096;

/**
 * The batches of the feed's channels from the bets settled during one interval (oldest first): the newest
 * `FEED_SIZE` of every game on `bets`, and of each game on `bets:<game>`, newest last. Only the bets shown are
 * presented: under load an interval holds hundreds, and most are never sent.
 */
function batchesOf(rows: FeedRow[]): Map<PublicChannel, FeedBet[]> {
  const batches = new Map<PublicChannel, FeedBet[]>([['bets', []]]);
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    let shown: FeedBet | undefined;
    const present = () => (shown ??= feedBetOf(row));
    const all = batches.get('bets')!;
    if (all.length < FEED_SIZE) all.push(present());
    const channel: PublicChannel = `bets:${row.game as HouseGame}`;
    let game = batches.get(channel);
    if (!game) batches.set(channel, (game = []));
    if (game.length < FEED_SIZE) game.push(present());
  }
  for (const batch of batches.values()) batch.reverse();
  return batches;
}

/**
 * Publishes settled bets to the live feed through the hub: collected for `FEED_BATCH_MS`, then one batch on `bets`
 * (every game) and one on `bets:<game>` for each game in it, newest last, at most `FEED_SIZE` each.
 */
export function createFeedPublisher(hub: Hub, log: Pick<RealtimeLog, 'warn'>) {
  let pending: FeedRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  const published = new Set<number>();

  function flush() {
    timer = undefined;
    const batch = pending;
    pending = [];
    if (!batch.length) return;
    // a timer's throw would end the process: a batch that cannot go (the hub closed while the server drains) is lost
    try {
      for (const [channel, bets] of batchesOf(batch)) hub.publish(channel, 'bets', bets);
    } catch (error) {
      log.warn({ err: error, bets: batch.length }, 'live feed: a batch could not be published');
    }
  }

  return {
    /** Queues a settled bet for the next batch. */
    add(bet: FeedRow): void {
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
