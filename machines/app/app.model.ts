import { fromPromise } from 'xstate';
import { defineModel } from '../../tests/model/model-config';
import { geoMachine } from '../geo/geo.machine';
import { payInMachine } from '../pay-in/pay-in.machine';
import { sessionMachine } from '../session/session.machine';
import { tokenRefreshMachine } from '../token-refresh/token-refresh.machine';
import { appMachine } from './app.machine';

/** A call that never answers: the children stay put; their own models cover them. */
const silent = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));

/**
 * Path-test model of the app root; children's events (`session.authenticated`, the modals snapshot) are sent to
 * it directly.
 */
export const modelConfig = defineModel(appMachine, {
  provide: {
    actors: {
      session: sessionMachine.provide({
        actors: { login: silent(), register: silent(), fetchUser: silent(), logout: silent() },
      }),
      tokenRefresh: tokenRefreshMachine.provide({ actors: { refreshToken: silent() } }),
      geo: geoMachine.provide({ actors: { lookupGeo: silent() } }),
      payIn: payInMachine.provide({ actors: { loadBilling: silent(), createInvoice: silent() } }),
    },
    actions: { clearAuthQuery: () => {} },
  },
  inputs: [{ isBot: false, hasToken: true, isDevelopment: false, locale: 'ru', queryModal: 'Login' }],
  events: {
    'session.authenticated': [{ userId: 7, balance: 0, currency: 'RUB' }],
    'locale.change': [{ locale: 'en' }, { locale: 'kz' }],
    'xstate.snapshot.modals': [{ snapshot: { context: { open: 'PayIn' } } }],
  },
});
