import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { makeAnswer } from './bet-round.fixtures';
import { betRoundMachine } from './bet-round.machine';

/** Path-test model of a bet round: a dice bet, a win and a loss, a refusal and a lost answer, retries and new bets. */
export const modelConfig = defineModel(betRoundMachine, {
  inputs: [{ game: 'dice' }],
  events: {
    'round.place': [{ order: { betId: 'bet-0001', amount: 10, params: { target: 50, direction: 'over' } } }],
    'xstate.done.actor.placeBet': [
      { output: makeAnswer() },
      {
        output: makeAnswer(
          { id: 2, bet_id: 'bet-0002', payout: 0, multiplier: 0, outcome: { roll: 12 } },
          990,
        ),
      },
    ],
    'xstate.error.actor.placeBet': [
      {
        error: new ApiError({
          status: 422,
          code: 'insufficient_funds',
          message: 'not enough',
          fields: {},
        }),
      },
      { error: new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} }) },
    ],
  },
  maxDepth: 5,
});
