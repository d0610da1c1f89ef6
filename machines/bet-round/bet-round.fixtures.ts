import type { Bet, PlaceBetAnswer } from '../../src/contract/games/bets';

/** A settled dice bet as the server answers it; `overrides` change any field. */
export function makeBet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 1,
    bet_id: 'bet-0001',
    game: 'dice',
    currency: 'RUB',
    amount: 10,
    payout: 19.8,
    multiplier: 1.98,
    multiplier_exact: '99/50',
    params: { target: 50, direction: 'over' },
    outcome: { roll: 73.21 },
    round: null,
    status: 'settled',
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'client-seed',
    nonce: 1,
    created_at: '2026-03-01T10:00:00.000Z',
    settled_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The answer of a placed bet: the bet and the balances after it (`bonus` on the bonus balance). */
export function makeAnswer(bet: Partial<Bet> = {}, balance = 1009.8, bonus = 0): PlaceBetAnswer {
  return {
    bet: makeBet(bet),
    balance,
    bonus_balance: bonus,
    total_balance: Math.round((balance + bonus) * 100) / 100,
  };
}
