import { assign, forwardTo, sendTo, setup } from 'xstate';
import type { Locale, ModalName } from '../../src/contract/constants';
import { attributionMachine } from '../attribution/attribution.machine';
import type { buildCheckMachine } from '../build-check/build-check.machine';
import { depositPromptMachine } from '../deposit-prompt/deposit-prompt.machine';
import type { domainProbeMachine } from '../domain-probe/domain-probe.machine';
import { geoMachine } from '../geo/geo.machine';
import { guestBonusMachine } from '../guest-bonus/guest-bonus.machine';
import { installPromptMachine } from '../install-prompt/install-prompt.machine';
import { modalsMachine } from '../modals/modals.machine';
import { navigationMachine } from '../navigation/navigation.machine';
import { AUTH_MODALS } from '../modals/modals.query';
import type { ModalsChangedEvent } from '../modals/modals.types';
import type { ChainInput } from '../navigation/navigation.types';
import type { payInMachine } from '../pay-in/pay-in.machine';
import { promoMachine } from '../promo/promo.machine';
import { realtimeMachine } from '../realtime/realtime.machine';
import { notProvided, notProvidedAction, notProvidedLogic } from '../shared/not-provided';
import type { serviceWorkerMachine } from '../service-worker/service-worker.machine';
import { sessionMachine } from '../session/session.machine';
import { ssoMachine } from '../sso/sso.machine';
import { tokenRefreshMachine } from '../token-refresh/token-refresh.machine';
import type { SessionEvent } from '../session/session.types';
import type { TokenRefreshEvent } from '../token-refresh/token-refresh.types';
import type { AppContext, AppEvent, AppInput } from './app.types';
import { ssoSettled } from './sso-settled';

/** The id the realtime connection's refresh requests carry in the token refresh queue. */
export const REALTIME_REFRESH_ID = 'realtime';

/**
 * Root of the browser: boots geo and session restore and hosts the long-lived flows views subscribe to. The
 * landing calls (attribution and the navigation chain) wait for the SSO flow: a load it sends to the SSO host
 * records nothing, and the load it brings back records the landing once.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as {
      session: 'session';
      tokenRefresh: 'tokenRefresh';
      geo: 'geo';
      modals: 'modals';
      depositPrompt: 'depositPrompt';
      loadPlayerFlows: 'loadPlayerFlows';
      payIn: 'payIn';
      domainProbe: 'domainProbe';
      attribution: 'attribution';
      loadBackgroundFlows: 'loadBackgroundFlows';
      buildCheck: 'buildCheck';
      sso: 'sso';
      ssoSettled: 'ssoSettled';
      navigation: 'navigation';
      guestBonus: 'guestBonus';
      promo: 'promo';
      realtime: 'realtime';
      serviceWorker: 'serviceWorker';
      installPrompt: 'installPrompt';
    },
  },
  actors: {
    session: sessionMachine,
    tokenRefresh: tokenRefreshMachine,
    geo: geoMachine,
    modals: modalsMachine,
    depositPrompt: depositPromptMachine,
    /** Loads the code of the flows only a logged-in player runs (a guest's first load does not carry it). */
    loadPlayerFlows: notProvided<void>('loadPlayerFlows'),
    // their code loads on demand: `src/app` provides them with `loadPlayerFlows`
    payIn: notProvidedLogic<typeof payInMachine>('payIn'),
    domainProbe: notProvidedLogic<typeof domainProbeMachine>('domainProbe'),
    attribution: attributionMachine,
    /** Loads the code of the build check and the installable app's worker (not part of the page's boot). */
    loadBackgroundFlows: notProvided<void>('loadBackgroundFlows'),
    // their code loads once the app has drawn its first page: `src/app` provides them with `loadBackgroundFlows`
    buildCheck: notProvidedLogic<typeof buildCheckMachine>('buildCheck'),
    sso: ssoMachine,
    ssoSettled,
    navigation: navigationMachine,
    guestBonus: guestBonusMachine,
    promo: promoMachine,
    realtime: realtimeMachine,
    serviceWorker: notProvidedLogic<typeof serviceWorkerMachine>('serviceWorker'),
    installPrompt: installPromptMachine,
  },
  actions: {
    // SPEC §2: signup, login and deposit query parameters are removed after successful auth.
    clearAuthQuery: () => notProvidedAction('clearAuthQuery'),
    /** Reports where a new player came from (POST /api/attachSource), from the landing's cookies. */
    attachTrafficSource: () => notProvidedAction('attachTrafficSource'),
    closeAuthModals: sendTo('modals', { type: 'modals.close', names: AUTH_MODALS }),
    assignLocale: assign((_, params: { locale: Locale }) => ({ locale: params.locale })),
    assignLandingNavigation: assign((_, params: { navigation: ChainInput }) => ({
      landingNavigation: params.navigation,
    })),
    forwardToDepositPrompt: forwardTo('depositPrompt'),
    forwardToBuildCheck: forwardTo('buildCheck'),
    forwardToNavigation: forwardTo('navigation'),
    forwardToGuestBonus: forwardTo('guestBonus'),
    forwardToRealtime: forwardTo('realtime'),
    forwardToSession: forwardTo('session'),
    // A token the hub refused is refreshed like one an API call got a 401 for (SPEC §4 Token refresh).
    refreshRefusedToken: sendTo('tokenRefresh', {
      type: 'request.unauthorized',
      id: REALTIME_REFRESH_ID,
    } satisfies TokenRefreshEvent),
    // The balance may have moved while no socket was open: the header reads the user again.
    rereadUser: sendTo('session', { type: 'session.userUpdated' } satisfies SessionEvent),
    relayOpenModal: sendTo('depositPrompt', (_, params: { open: ModalName | null }): ModalsChangedEvent => ({
      type: 'modals.changed',
      open: params.open,
    })),
  },
}).createMachine({
  id: 'app',
  description:
    'Root actor: runs token refresh, session, geo, modals, the deposit prompt, SSO, the guest bonus countdown, the realtime connection (fed every token change, its balances handed to the session) and the install prompt for the whole visit, the build check and the worker of the installable app once the app has drawn its first page, attribution, the navigation chain and the landing promo once the SSO flow has settled, and the pay-in flow and the domain check while a player is logged in.',
  context: ({ input }) => ({ ...input, landingNavigation: null }),
  invoke: [
    { src: 'tokenRefresh', id: 'tokenRefresh', systemId: 'tokenRefresh' },
    {
      src: 'session',
      id: 'session',
      systemId: 'session',
      input: ({ context }) => ({ hasToken: context.hasToken, isDevelopment: context.isDevelopment }),
    },
    { src: 'geo', id: 'geo', systemId: 'geo', input: ({ context }) => ({ isBot: context.isBot }) },
    { src: 'depositPrompt', id: 'depositPrompt', systemId: 'depositPrompt' },
    {
      src: 'modals',
      id: 'modals',
      systemId: 'modals',
      input: ({ context }) => ({ initial: context.queryModal }),
      // the deposit prompt decides on the open modal; the app tells it each change
      onSnapshot: {
        actions: { type: 'relayOpenModal', params: ({ event }) => ({ open: event.snapshot.context.open }) },
      },
    },
    { src: 'sso', id: 'sso', systemId: 'sso', input: ({ context }) => context.sso },
    {
      src: 'guestBonus',
      id: 'guestBonus',
      systemId: 'guestBonus',
      input: ({ context }) => context.guestBonus,
    },
    {
      src: 'realtime',
      id: 'realtime',
      systemId: 'realtime',
      input: ({ context }) => context.realtime,
    },
    {
      src: 'installPrompt',
      id: 'installPrompt',
      systemId: 'installPrompt',
      input: ({ context }) => context.installPrompt,
    },
  ],
  type: 'parallel',
  on: {
    'session.registered': {
      actions: ['forwardToDepositPrompt', 'attachTrafficSource', 'forwardToGuestBonus'],
    },
    'locale.change': {
      actions: { type: 'assignLocale', params: ({ event }) => ({ locale: event.locale }) },
    },
    // the session or the token refresh stored or cleared the access token
    'token.changed': { actions: 'forwardToRealtime' },
    'balance.changed': { actions: 'forwardToSession' },
    'realtime.tokenRefused': { actions: 'refreshRefusedToken' },
    'realtime.messagesMissed': { actions: 'rereadUser' },
  },
  states: {
    auth: {
      description: 'Whether a player is logged in.',
      initial: 'guest',
      states: {
        guest: {
          description: 'No player logged in (or the session is still being restored).',
          on: {
            'session.authenticated': {
              target: 'player',
              actions: ['clearAuthQuery', 'closeAuthModals', 'forwardToDepositPrompt', 'forwardToGuestBonus'],
            },
            // a stored session that could not be restored: the visitor is a guest after all
            'session.signedOut': { actions: 'forwardToGuestBonus' },
          },
        },
        player: {
          description:
            'A player is logged in: the pay-in flow runs, with its open invoices, and the domain check, once their code has loaded; logging out stops them.',
          initial: 'loadingFlows',
          states: {
            loadingFlows: {
              description:
                "The pay-in flow's and the domain check's code is loading (a guest never loads it).",
              invoke: {
                src: 'loadPlayerFlows',
                id: 'loadPlayerFlows',
                onDone: { target: 'running' },
                onError: { target: 'flowsUnavailable' },
              },
            },
            running: {
              description: 'The pay-in flow and the domain check run.',
              invoke: [
                { src: 'payIn', id: 'payIn', systemId: 'payIn' },
                { src: 'domainProbe', id: 'domainProbe', systemId: 'domainProbe', input: {} },
              ],
            },
            flowsUnavailable: {
              description:
                'Their code could not load (the network is gone): no cashier and no domain check until the next login or page load.',
            },
          },
          on: {
            'session.signedOut': {
              target: 'guest',
              actions: ['forwardToDepositPrompt', 'forwardToGuestBonus'],
            },
          },
        },
      },
    },
    landing: {
      description: "Attribution and the navigation chain's middleware calls: only after the SSO flow.",
      initial: 'waitingForSso',
      states: {
        waitingForSso: {
          description:
            'The SSO flow may still send the browser away: no landing call is made; the last navigation reported is kept for the chain.',
          invoke: { src: 'ssoSettled', id: 'ssoSettled', onDone: { target: 'running' } },
          on: {
            // sent by the router on every navigation, the first page load included
            'navigation.started': {
              actions: {
                type: 'assignLandingNavigation',
                params: ({ event }) => ({
                  navigation: { path: event.path, href: event.href, middleware: event.middleware },
                }),
              },
            },
          },
        },
        running: {
          description:
            'The SSO flow settled on this page: attribution and the promo check run once and the navigation chain runs for the rest of the visit, starting with the navigation kept.',
          invoke: [
            {
              src: 'attribution',
              id: 'attribution',
              systemId: 'attribution',
              input: ({ context }) => ({
                landingQuery: context.landingQuery,
                hasAdvertiserCookie: context.hasAdvertiserCookie,
              }),
            },
            {
              src: 'navigation',
              id: 'navigation',
              systemId: 'navigation',
              input: ({ context }) => ({ navigation: context.landingNavigation }),
            },
            { src: 'promo', id: 'promo', systemId: 'promo', input: ({ context }) => context.promo },
          ],
          on: { 'navigation.started': { actions: 'forwardToNavigation' } },
        },
      },
    },
    background: {
      description:
        "The build check and the installable app's worker: nothing a page needs before it is drawn, so they wait for the app's first page (a phone's first seconds are the page's) and run for the rest of the visit.",
      initial: 'waitingForFirstPage',
      states: {
        waitingForFirstPage: {
          description:
            'The app has not drawn its first page yet: neither flow runs, and their code is not loaded.',
          on: { 'app.drawn': { target: 'loadingFlows' } },
        },
        loadingFlows: {
          description: "The build check's and the worker's code is loading.",
          invoke: {
            src: 'loadBackgroundFlows',
            id: 'loadBackgroundFlows',
            onDone: { target: 'running' },
            onError: { target: 'flowsUnavailable' },
          },
        },
        running: {
          description:
            'The build check compares builds at each navigation; the worker flow registers the worker, looks for updates and keeps the background sync.',
          invoke: [
            {
              src: 'buildCheck',
              id: 'buildCheck',
              systemId: 'buildCheck',
              input: ({ context }) => ({ buildId: context.buildId }),
            },
            {
              src: 'serviceWorker',
              id: 'serviceWorker',
              systemId: 'serviceWorker',
              input: ({ context }) => context.serviceWorker,
            },
          ],
          // sent by the router's navigation hook before each client-side navigation
          on: { 'route.changed': { actions: 'forwardToBuildCheck' } },
        },
        flowsUnavailable: {
          description:
            'Their code could not load (the network is gone): no build check and no worker until the next page load.',
        },
      },
    },
  },
});
