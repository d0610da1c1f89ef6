import { assign, fromPromise, setup } from 'xstate';
import { notProvidedAction } from '../shared/not-provided';
import type {
  ChainInput,
  ChainOutcome,
  NavigationContext,
  NavigationEvent,
  NavigationInput,
} from './navigation.types';

const NO_NAVIGATION: ChainInput = { path: '/', href: '/', middleware: [] };

/**
 * SPEC §2 navigation middleware chain: on every navigation the route's middleware run in order; a step may
 * redirect inside the site or, for an external target, with a full page load. A newer navigation replaces a chain
 * still running. An unknown middleware name fails the chain, which is an error page (SPEC §8 fatal errors). The
 * navigation a redirect inside the site causes may not redirect inside the site again, so operator rules that
 * point at each other (`/a → /b`, `/b → /a`) cannot send the browser round in circles.
 */
export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as NavigationInput,
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
    hasNavigation: ({ context }) => context.current !== null,
    isInternal: (_, params: { outcome: ChainOutcome }) => params.outcome.kind === 'internal',
    isExternal: (_, params: { outcome: ChainOutcome }) => params.outcome.kind === 'external',
  },
}).createMachine({
  id: 'navigation',
  description:
    'Runs the middleware chain of each navigation and follows the redirect a step asks for; the navigation a redirect inside the site causes may only leave the site.',
  context: ({ input }) => ({ current: input.navigation }),
  initial: 'starting',
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
    starting: {
      description: 'A navigation reported before the chain could start runs first.',
      always: [{ guard: 'hasNavigation', target: 'running' }, { target: 'idle' }],
    },
    idle: {},
    running: {
      invoke: {
        src: 'runChain',
        input: ({ context }) => context.current ?? NO_NAVIGATION,
        onDone: [
          {
            guard: { type: 'isInternal', params: ({ event }) => ({ outcome: event.output }) },
            target: 'redirecting',
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
    redirecting: {
      description: 'A step redirected inside the site: the next navigation is the one that redirect causes.',
      on: {
        'navigation.started': {
          target: 'followingRedirect',
          actions: {
            type: 'assignCurrent',
            params: ({ event }) => ({
              current: { path: event.path, href: event.href, middleware: event.middleware },
            }),
          },
        },
      },
    },
    followingRedirect: {
      description:
        'The chain of the navigation a redirect caused: it may leave the site, but a second redirect inside the site is not followed (one per navigation of the visitor).',
      invoke: {
        src: 'runChain',
        input: ({ context }) => context.current ?? NO_NAVIGATION,
        onDone: [
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
