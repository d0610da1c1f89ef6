import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_SIZE } from '../../src/contract/games/bets';
import { createFeedPublisher, FEED_BATCH_MS } from '../../src/server/modules/games/feed-publisher';
import type { FeedRow } from '../../src/server/modules/games/feed';
import type { Hub } from '../../src/server/realtime/hub';

afterEach(() => {
  vi.useRealTimers();
});

/** Settled bets of one player, ids from `first`, of `game`. */
const rows = (count: number, game: string, first = 1): FeedRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: first + i,
    game,
    userId: 7,
    currency: 'RUB',
    stake: 1_000n,
    payout: 1_980n,
    multiplier: '99/50',
    settledAt: new Date('2026-11-26T12:00:00.000Z'),
    name: 'Aigerim',
    statisticsHidden: false,
    avatarHidden: false,
  }));

describe('the live feed publisher', () => {
  it('sends the newest FEED_SIZE bets of an interval on bets and of each game on its own channel, newest last', () => {
    vi.useFakeTimers();
    const sent = new Map<string, { id: number; amount: number | null }[]>();
    const hub = {
      publish: (channel: string, _kind: string, data: { id: number; amount: number | null }[]) => {
        sent.set(channel, data);
        return 1;
      },
    } as unknown as Hub;
    const feed = createFeedPublisher(hub, { warn: () => {} });
    // dice 1–50, then keno 51–60, then dice 61–70
    for (const row of [...rows(50, 'dice'), ...rows(10, 'keno', 51), ...rows(10, 'dice', 61)]) feed.add(row);
    vi.advanceTimersByTime(FEED_BATCH_MS);
    const ids = (channel: string) => sent.get(channel)?.map((bet) => bet.id);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect([...sent.keys()].sort()).toEqual(['bets', 'bets:dice', 'bets:keno']);
    expect(ids('bets')).toEqual(range(41, 70));
    expect(ids('bets')).toHaveLength(FEED_SIZE);
    expect(ids('bets:dice')).toEqual([...range(31, 50), ...range(61, 70)]);
    expect(ids('bets:keno')).toEqual(range(51, 60));
    expect(sent.get('bets:keno')![0]!.amount).toBe(10);
  });

  it('logs a batch the hub refuses (closed while the server drains) instead of throwing from its timer', () => {
    vi.useFakeTimers();
    const hub = {
      publish: () => {
        throw new Error('bus: publish on realtime.event after close');
      },
    } as unknown as Hub;
    const warnings: unknown[] = [];
    const feed = createFeedPublisher(hub, { warn: (object) => void warnings.push(object) });
    for (const row of rows(3, 'dice')) feed.add(row);
    expect(() => vi.advanceTimersByTime(FEED_BATCH_MS)).not.toThrow();
    expect(warnings).toEqual([expect.objectContaining({ bets: 3 })]);
  });
});
