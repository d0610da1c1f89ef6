import { ApiError, type FailureCode } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { makeCashedOutRound, makeOpenRound, roundAnswer } from './stepped-round.fixtures';
import { steppedRoundMachine } from './stepped-round.machine';

const refusal = (status: number | null, code: FailureCode) =>
  new ApiError({ status, code, message: code, fields: {} });

/**
 * Path-test model of a stepped round: a player (whose open round is read) and a guest; a round resumed or not, a
 * bet refused because a round is open or for another reason, moves that keep the round open, settle it, are
 * refused, or find the round gone.
 */
export const modelConfig = defineModel(steppedRoundMachine, {
  inputs: [
    { game: 'miner', player: true },
    { game: 'hilo', player: false },
  ],
  events: {
    'round.start': [{ order: { betId: 'bet-0001', amount: 10, params: { mines: 3 } } }],
    'round.move': [{ move: { name: 'reveal', body: { tile: 7 } } }],
    'xstate.done.actor.readOpenRound': [{ output: makeOpenRound() }, { output: null }],
    'xstate.error.actor.readOpenRound': [{ error: refusal(null, 'network_error') }],
    'xstate.done.actor.startRound': [{ output: roundAnswer(makeOpenRound({ round: null })) }],
    'xstate.error.actor.startRound': [
      { error: refusal(409, 'round_open') },
      { error: refusal(422, 'insufficient_funds') },
    ],
    'xstate.done.actor.playMove': [
      { output: roundAnswer(makeOpenRound()) },
      { output: roundAnswer(makeCashedOutRound(), 1001.25) },
    ],
    'xstate.error.actor.playMove': [
      { error: refusal(422, 'tile_revealed') },
      { error: refusal(404, 'no_open_round') },
    ],
  },
  maxDepth: 6,
});
