import type { Bet, PlaceBetAnswer } from '../../src/contract/games/bets';
import { makeBet } from '../bet-round/bet-round.fixtures';

/** An open miner round of 3 mines with tile 7 revealed, as the server answers it; `overrides` change any field. */
export function makeOpenRound(overrides: Partial<Bet> = {}): Bet {
  return makeBet({
    game: 'miner',
    params: { mines: 3 },
    payout: null,
    multiplier: null,
    multiplier_exact: null,
    outcome: null,
    status: 'open',
    settled_at: null,
    round: {
      mineCount: 3,
      revealed: [7],
      status: 'playing',
      hitMine: null,
      mines: null,
      multiplier: 1.125,
      nextMultiplier: 1.2857,
      canCashOut: true,
    },
    ...overrides,
  });
}

/** The same round cashed out after tile 7. */
export function makeCashedOutRound(overrides: Partial<Bet> = {}): Bet {
  return makeOpenRound({
    status: 'settled',
    payout: 11.25,
    multiplier: 1.125,
    multiplier_exact: '9/8',
    outcome: { mines: [2, 11, 20] },
    settled_at: '2026-03-01T10:01:00.000Z',
    round: {
      mineCount: 3,
      revealed: [7],
      status: 'cashedOut',
      hitMine: null,
      mines: [2, 11, 20],
      multiplier: 1.125,
      nextMultiplier: null,
      canCashOut: false,
    },
    ...overrides,
  });
}

/** The answer of a bet or a move: the bet and the balances after it. */
export const roundAnswer = (bet: Bet, balance = 990, bonus = 0): PlaceBetAnswer => ({
  bet,
  balance,
  bonus_balance: bonus,
  total_balance: balance + bonus,
});
