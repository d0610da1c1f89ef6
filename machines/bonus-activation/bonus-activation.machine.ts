import { assign, setup } from 'xstate';
import { asApiFailure } from '../../src/contract/failure';
import { notProvided } from '../shared/not-provided';
import type { BonusAction, BonusActivationContext, BonusActivationEvent } from './bonus-activation.types';

const request = { target: 'confirming', actions: 'assignAction' } as const;
const dismiss = { target: 'idle', actions: 'forgetAction' } as const;

/**
 * An action on a bonus offer from the bonuses page (activate an offer, cancel a bonus, cancel free spins): asked, confirmed by the
 * player, then run; done or failed with a code for the view. Each action done is counted, so the views read the
 * bonus lists again (the provided `perform` also has the player's balances read again).
 */
export const bonusActivationMachine = setup({
  types: {
    context: {} as BonusActivationContext,
    events: {} as BonusActivationEvent,
  },
  actors: {
    /**
     * The call of the action: POST /api/v2/bonuses/offers/{programId}/activate, POST /api/v2/bonuses/{id}/cancel,
     * PUT /api/v2/freeSpinsCampaigns/cancel/{id}.
     */
    perform: notProvided<unknown, BonusAction>('perform'),
  },
  actions: {
    assignAction: assign(({ event }) => ({
      action: event.type === 'activation.request' ? event.action : null,
      failure: null,
    })),
    forgetAction: assign({ action: null, failure: null }),
    clearFailure: assign({ failure: null }),
    countCompletion: assign(({ context }) => ({ completed: context.completed + 1 })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
  },
}).createMachine({
  id: 'bonusActivation',
  description:
    'An action on a bonus offer: asked → confirming → working → done or failed (retry from there); each one done has the bonus lists read again.',
  context: { action: null, failure: null, completed: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is asked.',
      on: { 'activation.request': request },
    },
    confirming: {
      description: 'The player is asked to confirm the action.',
      on: { 'activation.confirm': { target: 'working' }, 'activation.dismiss': dismiss },
    },
    working: {
      description: 'The action’s call runs.',
      tags: ['busy'],
      invoke: {
        src: 'perform',
        input: ({ context }) => context.action!,
        onDone: { target: 'done', actions: 'countCompletion' },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      description: 'The action is done; the lists are read again.',
      on: { 'activation.request': request, 'activation.dismiss': dismiss },
    },
    failed: {
      description:
        'The call failed: the code is shown; the player retries, asks for another action or closes.',
      on: {
        'activation.confirm': { target: 'working', actions: 'clearFailure' },
        'activation.request': request,
        'activation.dismiss': dismiss,
      },
    },
  },
});
