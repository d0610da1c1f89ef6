import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { makeAnswer } from '../bet-round/bet-round.fixtures';
import { autobetMachine } from './autobet.machine';
import type { AutobetSettings } from './autobet.types';

/** A 10 ₽ dice run with a 1,000 ₽ balance, no stop and resets: each case below changes what makes it stop. */
const run = (overrides: Partial<AutobetSettings>) => ({
  settings: {
    currency: 'RUB' as const,
    stake: 10,
    params: { target: 50.5, direction: 'over' },
    bets: null,
    stopOnProfit: null,
    stopOnLoss: null,
    onWin: { kind: 'reset' as const },
    onLoss: { kind: 'reset' as const },
    limits: { min: 1, max: 10_000 },
    balance: 1_000,
    ...overrides,
  },
});

const win = makeAnswer({ amount: 10, payout: 20, multiplier: 2 }, 1_010);
const loss = makeAnswer({ amount: 10, payout: 0, multiplier: 0 }, 990);

/**
 * Path-test model of autobet: runs that stop after their bets, on a profit, on a loss, on a stake past the
 * maximum, on a stake above the balance and on a first stake below the minimum; a win and a loss; a failure.
 */
export const modelConfig = defineModel(autobetMachine, {
  inputs: [{ game: 'dice' }],
  events: {
    'autobet.start': [
      run({ bets: 1 }),
      run({ stopOnProfit: 10 }),
      run({ stopOnLoss: 10, onLoss: { kind: 'increase', percent: 50 } }),
      run({ limits: { min: 1, max: 12 }, onLoss: { kind: 'increase', percent: 50 } }),
      run({ balance: 5 }),
      run({ stake: 0.5 }),
    ],
    'xstate.done.actor.placeBet': [{ output: win }, { output: loss }],
    'xstate.error.actor.placeBet': [
      { error: new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} }) },
    ],
  },
  maxDepth: 6,
  maxPaths: 100,
});
