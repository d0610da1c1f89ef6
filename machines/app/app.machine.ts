import { assign, sendTo, setup } from 'xstate';
import type { Locale } from '../../src/contract/constants';
import { geoMachine } from '../geo/geo.machine';
import { modalsMachine } from '../modals/modals.machine';
import { AUTH_MODALS } from '../modals/modals.query';
import { notProvidedAction } from '../shared/not-provided';
import { sessionMachine } from '../session/session.machine';
import { tokenRefreshMachine } from '../token-refresh/token-refresh.machine';
import type { AppContext, AppEvent, AppInput } from './app.types';

/** Root of the browser: boots geo and session restore and hosts the long-lived flows views subscribe to. */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as { session: 'session'; tokenRefresh: 'tokenRefresh'; geo: 'geo'; modals: 'modals' },
  },
  actors: {
    session: sessionMachine,
    tokenRefresh: tokenRefreshMachine,
    geo: geoMachine,
    modals: modalsMachine,
  },
  actions: {
    // SPEC §2: signup, login and deposit query parameters are removed after successful auth.
    clearAuthQuery: () => notProvidedAction('clearAuthQuery'),
    closeAuthModals: sendTo('modals', { type: 'modals.close', names: AUTH_MODALS }),
    assignLocale: assign((_, params: { locale: Locale }) => ({ locale: params.locale })),
  },
}).createMachine({
  id: 'app',
  description: 'Root actor: runs token refresh, session, geo and modals side by side for the whole visit.',
  context: ({ input }) => ({ ...input }),
  invoke: [
    { src: 'tokenRefresh', id: 'tokenRefresh', systemId: 'tokenRefresh' },
    {
      src: 'session',
      id: 'session',
      systemId: 'session',
      input: ({ context }) => ({ hasToken: context.hasToken, isDevelopment: context.isDevelopment }),
    },
    { src: 'geo', id: 'geo', systemId: 'geo', input: ({ context }) => ({ isBot: context.isBot }) },
    {
      src: 'modals',
      id: 'modals',
      systemId: 'modals',
      input: ({ context }) => ({ initial: context.queryModal }),
    },
  ],
  initial: 'running',
  states: {
    running: {
      description: 'The visit: children run; the app reacts to successful auth and locale changes.',
      on: {
        'session.authenticated': { actions: ['clearAuthQuery', 'closeAuthModals'] },
        'locale.change': {
          actions: { type: 'assignLocale', params: ({ event }) => ({ locale: event.locale }) },
        },
      },
    },
  },
});
