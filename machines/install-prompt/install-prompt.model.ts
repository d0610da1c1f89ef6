import { fromCallback, type EventObject } from 'xstate';
import { defineModel } from '../../tests/model/model-config';
import { installPromptMachine } from './install-prompt.machine';

/** Path-test model of the install prompt: a new visitor, one who dismissed it before, the installed app. */
export const modelConfig = defineModel(installPromptMachine, {
  provide: {
    actions: { rememberDismissal: () => {} },
    actors: { watchInstallability: fromCallback<EventObject, void>(() => {}) },
  },
  inputs: [
    { dismissed: false, installed: false },
    { dismissed: true, installed: false },
    { dismissed: false, installed: true },
  ],
  events: {
    'xstate.done.actor.showInstallPrompt': [{ output: 'accepted' }, { output: 'dismissed' }],
  },
});
