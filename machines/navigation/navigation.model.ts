import { defineModel } from '../../tests/model/model-config';
import { navigationMachine } from './navigation.machine';

/** Path-test model of the middleware chain: each outcome a chain can have, and a failing one. */
export const modelConfig = defineModel(navigationMachine, {
  provide: {
    actions: { navigateInternal: () => {}, navigateExternal: () => {}, failNavigation: () => {} },
  },
  events: {
    'navigation.started': [{ path: '/casino', href: '/casino', middleware: ['mirrorRedirect'] }],
    'xstate.done.actor.runChain': [
      { output: { kind: 'proceed' } },
      { output: { kind: 'internal', target: '/sport' } },
      { output: { kind: 'external', target: 'https://partner.test/' } },
    ],
    'xstate.error.actor.runChain': [{ error: new Error('unknown middleware: nope') }],
  },
  maxDepth: 5,
});
