import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { TIMINGS } from '../../src/contract/constants';
import { ApiError } from '../../src/contract/failure';
import type { FeedBet } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';
import { liveFeedMachine } from './live-feed.machine';
import { selectFeedBets, selectFeedFailure, selectIsFeedStarting } from './live-feed.select';
import type { VisibilityEvent } from './live-feed.types';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const bet = (id: number): FeedBet => ({
  id,
  game: 'dice',
  player: `Player ${id}`,
  avatar: null,
  currency: 'RUB',
  amount: 10,
  payout: 0,
  multiplier: 0,
  settled_at: '2026-03-01T10:00:00.000Z',
});

/**
 * The feed on a simulated clock: `answer` answers read n (from 1); `reads` holds the clock time and game of each
 * read; `visibility` reports the page hidden or shown as the real watcher would.
 */
function start(game: HouseGame | null, answer: (read: number) => Promise<FeedBet[]>) {
  const clock = new SimulatedClock();
  const reads: Array<{ at: number; game: HouseGame | null }> = [];
  let report: ((event: VisibilityEvent) => void) | null = null;
  const actor = createActor(
    liveFeedMachine.provide({
      actors: {
        loadFeed: fromPromise(({ input }) => {
          reads.push({ at: clock.now(), game: input.game });
          return answer(reads.length);
        }),
        watchVisibility: fromCallback<VisibilityEvent, void>(({ sendBack }) => {
          report = sendBack;
        }),
      },
    }),
    { input: { game }, clock },
  ).start();
  return { actor, clock, reads, visibility: (event: VisibilityEvent) => report!(event) };
}

describe('liveFeed', () => {
  it(`reads the game's feed at once and again every ${TIMINGS.liveFeedPoll} ms`, async () => {
    const { actor, clock, reads } = start('keno', async (n) => [bet(n)]);
    expect(selectIsFeedStarting(actor.getSnapshot())).toBe(true);
    await flush();
    expect(selectFeedBets(actor.getSnapshot())).toEqual([bet(1)]);
    clock.increment(TIMINGS.liveFeedPoll - 1);
    await flush();
    expect(reads).toHaveLength(1);
    clock.increment(1);
    await flush();
    expect(selectFeedBets(actor.getSnapshot())).toEqual([bet(2)]);
    clock.increment(TIMINGS.liveFeedPoll);
    await flush();
    expect(reads).toEqual([
      { at: 0, game: 'keno' },
      { at: TIMINGS.liveFeedPoll, game: 'keno' },
      { at: 2 * TIMINGS.liveFeedPoll, game: 'keno' },
    ]);
  });

  it('keeps the bets shown when a read fails, and reads again on the next poll', async () => {
    const { actor, clock } = start(null, async (n) => {
      if (n === 2) throw new ApiError({ status: 500, code: 'server_error', message: 'x', fields: {} });
      return [bet(n)];
    });
    await flush();
    clock.increment(TIMINGS.liveFeedPoll);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectFeedBets(actor.getSnapshot())).toEqual([bet(1)]);
    expect(selectFeedFailure(actor.getSnapshot())?.code).toBe('server_error');
    expect(selectIsFeedStarting(actor.getSnapshot())).toBe(false);
    clock.increment(TIMINGS.liveFeedPoll);
    await flush();
    expect(selectFeedBets(actor.getSnapshot())).toEqual([bet(3)]);
    expect(selectFeedFailure(actor.getSnapshot())).toBeNull();
  });

  it('stops reading while the page is hidden and reads at once when it is shown again', async () => {
    const { actor, clock, reads, visibility } = start(null, async (n) => [bet(n)]);
    await flush();
    visibility({ type: 'feed.hidden' });
    clock.increment(10 * TIMINGS.liveFeedPoll);
    await flush();
    expect(reads).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('paused');
    visibility({ type: 'feed.visible' });
    await flush();
    expect(reads.map((r) => r.at)).toEqual([0, 10 * TIMINGS.liveFeedPoll]);
    expect(selectFeedBets(actor.getSnapshot())).toEqual([bet(2)]);
  });
});
