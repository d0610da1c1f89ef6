import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeedPublisher, FEED_BATCH_MS } from '../../src/server/modules/games/feed-publisher';
import type { Hub } from '../../src/server/realtime/hub';
import { feedBets } from './realtime-harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('the live feed publisher', () => {
  it('logs a batch the hub refuses (closed while the server drains) instead of throwing from its timer', () => {
    vi.useFakeTimers();
    const hub = {
      publish: () => {
        throw new Error('bus: publish on realtime.event after close');
      },
    } as unknown as Hub;
    const warnings: unknown[] = [];
    const feed = createFeedPublisher(hub, { warn: (object) => void warnings.push(object) });
    for (const bet of feedBets(3)) feed.add(bet);
    expect(() => vi.advanceTimersByTime(FEED_BATCH_MS)).not.toThrow();
    expect(warnings).toEqual([expect.objectContaining({ bets: 3 })]);
  });
});
