import { assign, fromPromise, setup } from 'xstate';
import { notProvidedAction } from '../shared/not-provided';
import type { ChainInput, ChainOutcome, NavigationContext, NavigationEvent } from './navigation.types';

/**
 * SPEC §2 navigation middleware chain: on every navigation the route's middleware run in order; a step may
 * redirect inside the site or, for an external target, with a full page load. A newer navigation replaces a chain
 * still running. An unknown middleware name fails the chain, which is an error page (SPEC §8 fatal errors).
 */
export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
  },
  actors: {
    runChain: fromPromise<ChainOutcome, ChainInput>(async () => {
      throw new Error('runChain is provided by the composition root');
    }),
  },
  actions: {
    assignCurrent: assign((_, params: { current: ChainInput }) => ({ current: params.current })),
    clearCurrent: assign({ current: null }),
    /** A client-side navigation to another path of the site, replacing the current entry. */
    navigateInternal: (_, _params: { target: string }) => notProvidedAction('navigateInternal'),
    /** A full page load of another address. */
    navigateExternal: (_, _params: { target: string }) => notProvidedAction('navigateExternal'),
    /** The chain failed (an unknown middleware name): the fatal error page. */
    failNavigation: (_, _params: { error: unknown }) => notProvidedAction('failNavigation'),
  },
  guards: {
    isInternal: (_, params: { outcome: ChainOutcome }) => params.outcome.kind === 'internal',
    isExternal: (_, params: { outcome: ChainOutcome }) => params.outcome.kind === 'external',
  },
}).createMachine({
  id: 'navigation',
  description: 'Runs the middleware chain of each navigation and follows the redirect a step asks for.',
  context: { current: null },
  initial: 'idle',
  on: {
    'navigation.started': {
      target: '.running',
      reenter: true,
      actions: {
        type: 'assignCurrent',
        params: ({ event }) => ({
          current: { path: event.path, href: event.href, middleware: event.middleware },
        }),
      },
    },
  },
  states: {
    idle: {},
    running: {
      invoke: {
        src: 'runChain',
        input: ({ context }) => context.current ?? { path: '/', href: '/', middleware: [] },
        onDone: [
          {
            guard: { type: 'isInternal', params: ({ event }) => ({ outcome: event.output }) },
            target: 'idle',
            actions: [
              {
                type: 'navigateInternal',
                params: ({ event }) => ({ target: 'target' in event.output ? event.output.target : '/' }),
              },
              'clearCurrent',
            ],
          },
          {
            guard: { type: 'isExternal', params: ({ event }) => ({ outcome: event.output }) },
            target: 'leaving',
            actions: {
              type: 'navigateExternal',
              params: ({ event }) => ({ target: 'target' in event.output ? event.output.target : '/' }),
            },
          },
          { target: 'idle', actions: 'clearCurrent' },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'failNavigation', params: ({ event }) => ({ error: event.error }) },
            'clearCurrent',
          ],
        },
      },
    },
    leaving: {
      description: 'A full page load of another address is under way; further navigations are not run.',
      on: { 'navigation.started': {} },
    },
  },
});
