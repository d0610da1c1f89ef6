import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { bonusActivationMachine } from './bonus-activation.machine';

/** Path-test model of the bonus activation: both actions, a success and a refusal of the call. */
export const modelConfig = defineModel(bonusActivationMachine, {
  events: {
    'activation.request': [
      { action: { kind: 'cancelBonus', bonusId: 12 } },
      { action: { kind: 'cancelFreeSpins', campaignId: 5 } },
    ],
    'xstate.done.actor.perform': [{ output: { success: true } }],
    'xstate.error.actor.perform': [
      {
        error: new ApiError({ status: 409, code: 'bonus_not_active', message: 'not active', fields: {} }),
      },
    ],
  },
  maxDepth: 5,
});
