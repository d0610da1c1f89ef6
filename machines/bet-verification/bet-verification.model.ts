import { ApiError } from '../../src/contract/failure';
import type { Bet } from '../../src/contract/games/bets';
import { defineModel } from '../../tests/model/model-config';
import { betVerificationMachine } from './bet-verification.machine';
import type { VerificationForm } from './bet-verification.types';

const COMMITMENT = 'c'.repeat(64);

const BET: Bet = {
  id: 7,
  bet_id: 'bet-0007-abcdef',
  game: 'dice',
  currency: 'RUB',
  amount: 10,
  payout: 0,
  multiplier: 0,
  multiplier_exact: '0/1',
  params: { target: 50, direction: 'over' },
  outcome: { roll: 12.34 },
  round: null,
  status: 'settled',
  server_seed_hash: COMMITMENT,
  client_seed: 'lucky',
  nonce: 3,
  created_at: '2026-03-01T10:00:00.000Z',
  settled_at: '2026-03-01T10:00:00.000Z',
};

const form = (overrides: Partial<VerificationForm>): VerificationForm => ({
  game: 'dice',
  params: '{"target":50,"direction":"over"}',
  serverSeed: 'a'.repeat(64),
  clientSeed: 'lucky',
  nonce: '3',
  commitment: '',
  ...overrides,
});

/**
 * Path-test model of the verifier: by hand and for `?bet=7`; the bet with its seed revealed and still sealed, or
 * unreadable; checks with and without a commitment and one with a malformed seed; recomputations that match
 * the recorded outcome and commitment, that differ, and one the game refuses.
 */
export const modelConfig = defineModel(betVerificationMachine, {
  inputs: [{ betId: null }, { betId: 7 }],
  events: {
    'verification.verify': [
      { form: form({}) },
      { form: form({ commitment: COMMITMENT }) },
      { form: form({ serverSeed: 'not a seed' }) },
    ],
    'xstate.done.actor.loadBet': [
      { output: { bet: BET, server_seed: 'a'.repeat(64) } },
      { output: { bet: BET, server_seed: null } },
    ],
    'xstate.error.actor.loadBet': [
      { error: new ApiError({ status: 404, code: 'not_found', message: 'Not found', fields: {} }) },
    ],
    'xstate.done.actor.recompute': [
      { output: { outcome: { roll: 12.34 }, commitment: COMMITMENT } },
      { output: { outcome: { roll: 99.99 }, commitment: 'd'.repeat(64) } },
    ],
    'xstate.error.actor.recompute': [{ error: new Error('params do not fit the game') }],
  },
  maxDepth: 5,
});
