import type { Currency } from '../../src/contract/constants';
import type { EventMessage } from '../../src/contract/realtime';
import type { FeedBet } from '../../src/contract/games/bets';
import type { Welcome } from './realtime.types';

/** A welcome to a guest's first hello; tests override what they vary. */
export function makeWelcome(overrides: Partial<Welcome> = {}): Welcome {
  return {
    type: 'welcome',
    user_id: null,
    error: null,
    channels: [],
    resumed: false,
    server_time: 0,
    heartbeat_ms: 15_000,
    ...overrides,
  };
}

/** A settled bet of the live feed. */
export function makeFeedBet(id: number, overrides: Partial<FeedBet> = {}): FeedBet {
  return {
    id,
    game: 'dice',
    player: `Player ${id}`,
    avatar: null,
    currency: 'RUB',
    amount: 10,
    payout: 0,
    multiplier: 0,
    settled_at: new Date(Date.UTC(2026, 2, 1, 10, 0, id)).toISOString(),
    ...overrides,
  };
}

/** A batch of bets on `channel` with message id `id`. */
export function betsMessage(
  id: number,
  bets: FeedBet[],
  channel: 'bets' | `bets:${FeedBet['game']}` = 'bets',
) {
  return { type: 'event', id, channel, kind: 'bets', data: bets } satisfies EventMessage;
}

/** The player's balances after a movement, with message id `id`. */
export function balanceMessage(id: number, balance: number, currency: Currency = 'RUB') {
  return {
    type: 'event',
    id,
    channel: 'player',
    kind: 'balance',
    data: { currency, balance, bonus_balance: 5, total_balance: balance + 5 },
  } satisfies EventMessage;
}
