import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { TIMINGS, type Currency, type ModalName } from '../../src/contract/constants';
import { PAYMENT_MODALS } from '../modals/modals.query';
import type { DepositPromptContext, DepositPromptEvent } from './deposit-prompt.types';

/**
 * The PayIn prompt of SPEC §4: 17 s after a registration, PayIn opens if the player is still logged in and no
 * payment modal is shown; 17 s after the user is set up (every login or restore), it opens if the player is
 * logged in with a balance of exactly 0 and a currency, and no modal at all is open. Logging out cancels.
 */
export const depositPromptMachine = setup({
  types: {
    context: {} as DepositPromptContext,
    events: {} as DepositPromptEvent,
  },
  delays: {
    payInPrompt: TIMINGS.payInPrompt,
  },
  guards: {
    canPromptAfterRegistration: ({ context }) =>
      context.user !== null && (context.openModal === null || !PAYMENT_MODALS.includes(context.openModal)),
    canPromptAfterProfileSetup: ({ context }) =>
      context.user !== null &&
      context.user.balance === 0 &&
      context.user.currency !== null &&
      context.openModal === null,
  },
  actions: {
    assignUser: assign((_, params: { balance: number; currency: Currency | null }) => ({
      user: { balance: params.balance, currency: params.currency },
    })),
    forgetUser: assign({ user: null }),
    assignOpenModal: assign((_, params: { open: ModalName | null }) => ({ openModal: params.open })),
    // Under the app the modals flow sits beside this one; standalone there is nothing to open.
    openPayIn: enqueueActions(({ enqueue, system }) => {
      const modals = system.get('modals') as AnyActorRef | undefined;
      if (modals) enqueue.sendTo(modals, { type: 'modals.open', name: 'PayIn' });
    }),
  },
}).createMachine({
  id: 'depositPrompt',
  description:
    'Opens PayIn 17 s after a registration (no payment modal shown) or after a login with a zero balance (no modal open); logout cancels.',
  context: { user: null, openModal: null },
  initial: 'idle',
  on: {
    'modals.changed': {
      actions: { type: 'assignOpenModal', params: ({ event }) => ({ open: event.open }) },
    },
    'session.signedOut': { target: '.idle', actions: 'forgetUser' },
  },
  states: {
    idle: {
      description: 'No prompt pending: a guest, or a player who has been prompted or was not due.',
      on: {
        'session.registered': { target: 'waitingAfterRegistration' },
        'session.authenticated': {
          target: 'waitingAfterProfileSetup',
          actions: { type: 'assignUser', params: ({ event }) => event },
        },
      },
    },
    waitingAfterRegistration: {
      description: 'Registered: 17 s, then PayIn unless a payment modal is shown.',
      on: {
        'session.authenticated': { actions: { type: 'assignUser', params: ({ event }) => event } },
      },
      after: {
        payInPrompt: [
          { guard: 'canPromptAfterRegistration', target: 'idle', actions: 'openPayIn' },
          { target: 'idle' },
        ],
      },
    },
    waitingAfterProfileSetup: {
      description: 'Logged in: 17 s, then PayIn if the balance is 0, a currency is set and no modal is open.',
      after: {
        payInPrompt: [
          { guard: 'canPromptAfterProfileSetup', target: 'idle', actions: 'openPayIn' },
          { target: 'idle' },
        ],
      },
    },
  },
});
