import { defineModel } from '../../tests/model/model-config';
import { depositPromptMachine } from './deposit-prompt.machine';

/**
 * Path-test model of the PayIn prompt: users with a zero balance, a positive one and no currency; no modal, a
 * payment modal and another one.
 */
export const modelConfig = defineModel(depositPromptMachine, {
  events: {
    'session.authenticated': [
      { userId: 7, balance: 0, currency: 'RUB' },
      { userId: 7, balance: 5, currency: 'RUB' },
      { userId: 7, balance: 0, currency: null },
    ],
    'modals.changed': [{ open: null }, { open: 'PayIn' }, { open: 'Verification' }],
  },
  maxDepth: 4,
});
