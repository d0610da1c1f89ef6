import { defineModel } from '../../tests/model/model-config';
import { navigationMachine } from './navigation.machine';

const casino = { path: '/casino', href: '/casino', middleware: ['mirrorRedirect'] };

/**
 * Path-test model of the middleware chain: started idle and with the navigation reported while it waited; each
 * outcome a chain can have, and a failing one, for a navigation of the visitor and for one a redirect caused.
 */
export const modelConfig = defineModel(navigationMachine, {
  provide: {
    actions: { navigateInternal: () => {}, navigateExternal: () => {}, failNavigation: () => {} },
  },
  inputs: [{ navigation: null }, { navigation: casino }],
  events: {
    'navigation.started': [casino],
    'xstate.done.actor.runChain': [
      { output: { kind: 'proceed' } },
      { output: { kind: 'internal', target: '/sport' } },
      { output: { kind: 'external', target: 'https://partner.test/' } },
    ],
    'xstate.error.actor.runChain': [{ error: new Error('unknown middleware: nope') }],
  },
  maxDepth: 6,
});
