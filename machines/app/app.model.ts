import { fromCallback, fromPromise } from 'xstate';
import { defineModel } from '../../tests/model/model-config';
import { attributionMachine } from '../attribution/attribution.machine';
import { buildCheckMachine } from '../build-check/build-check.machine';
import { domainProbeMachine } from '../domain-probe/domain-probe.machine';
import { geoMachine } from '../geo/geo.machine';
import { payInMachine } from '../pay-in/pay-in.machine';
import { sessionMachine } from '../session/session.machine';
import { ssoWithoutSso } from '../sso/sso.fixtures';
import { navigationMachine } from '../navigation/navigation.machine';
import { serviceWorkerMachine } from '../service-worker/service-worker.machine';
import { tokenRefreshMachine } from '../token-refresh/token-refresh.machine';
import { appInput, quietGuestBonus, quietInstallPrompt, quietPromo, quietRealtime } from './app.fixtures';
import { appMachine } from './app.machine';

/** A call that never answers: the children stay put; their own models cover them. */
const silent = <TOutput, TInput>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));

/**
 * Path-test model of the app root; children's events (`session.authenticated`, the modals snapshot, the token
 * changes and the realtime connection's reports) are sent to it directly, and the SSO flow settling is the settlement of `ssoSettled`, with and without a navigation
 * reported while the landing calls waited. The player flows' code loading (or failing to) is the settlement of
 * `loadPlayerFlows`, and the background flows' (after `app.drawn`) that of `loadBackgroundFlows`.
 */
export const modelConfig = defineModel(appMachine, {
  provide: {
    actors: {
      session: sessionMachine.provide({
        actors: { login: silent(), register: silent(), fetchUser: silent(), logout: silent() },
      }),
      sso: ssoWithoutSso,
      tokenRefresh: tokenRefreshMachine.provide({ actors: { refreshToken: silent() } }),
      geo: geoMachine.provide({ actors: { lookupGeo: silent() } }),
      payIn: payInMachine.provide({ actors: { loadBilling: silent(), createInvoice: silent() } }),
      domainProbe: domainProbeMachine.provide({
        actors: { fetchMirrors: silent(), probePixels: fromCallback(() => {}), sendResults: silent() },
      }),
      attribution: attributionMachine.provide({ actors: { fetchAttribution: silent() } }),
      buildCheck: buildCheckMachine.provide({ actors: { fetchLatestBuild: silent() } }),
      serviceWorker: serviceWorkerMachine,
      navigation: navigationMachine.provide({ actors: { runChain: silent() } }),
      guestBonus: quietGuestBonus,
      promo: quietPromo,
      realtime: quietRealtime,
      installPrompt: quietInstallPrompt,
    },
    actions: { clearAuthQuery: () => {}, attachTrafficSource: () => {} },
  },
  inputs: [
    appInput({
      hasToken: true,
      queryModal: 'Login',
      landingQuery: { utm_source: 'g', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'slots' },
    }),
  ],
  events: {
    'session.authenticated': [{ userId: 7, balance: 0, currency: 'RUB' }],
    'locale.change': [{ locale: 'en' }, { locale: 'kz' }],
    'route.changed': [{ href: '/games' }],
    'navigation.started': [{ path: '/games', href: '/games', middleware: [] }],
    'xstate.done.actor.ssoSettled': [{ output: undefined }],
    'xstate.done.actor.loadPlayerFlows': [{ output: undefined }],
    'xstate.error.actor.loadPlayerFlows': [{ error: new Error('offline') }],
    'app.drawn': [{}],
    'xstate.done.actor.loadBackgroundFlows': [{ output: undefined }],
    'xstate.error.actor.loadBackgroundFlows': [{ error: new Error('offline') }],
    'xstate.snapshot.modals': [{ snapshot: { context: { open: 'PayIn' } } }],
    'token.changed': [{ token: 'fresh' }],
    'balance.changed': [{ userId: 7, currency: 'RUB', balance: 1, bonus_balance: 0, total_balance: 1 }],
  },
});
