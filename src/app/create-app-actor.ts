import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { attributionMachine } from '../../machines/attribution/attribution.machine';
import { ATTRIBUTION_FAILURE_LOG } from '../../machines/attribution/attribution.types';
import { readAppState, selectKnownRegion, selectLocale } from '../../machines/app/app.select';
import type { AppActorRef } from '../../machines/app/app.subscribe';
import { geoMachine } from '../../machines/geo/geo.machine';
import { modalsMachine } from '../../machines/modals/modals.machine';
import { modalFromQuery } from '../../machines/modals/modals.query';
import { promoErrorText } from '../../machines/promo-entry/promo-errors';
import { sessionMachine } from '../../machines/session/session.machine';
import { ssoRedirectUrl } from '../../machines/shared/sso';
import { tokenRefreshMachine } from '../../machines/token-refresh/token-refresh.machine';
import { REFRESH_FAILED_MESSAGE } from '../../machines/token-refresh/token-refresh.types';
import type { AccountApi } from '../api/account';
import type { AuthApi } from '../api/auth';
import type { BillingApi } from '../api/billing';
import { apiBase } from '../api/base';
import { createApiClients, type ApiClients } from '../api/client';
import { createGeoApi } from '../api/geo';
import { lazyPort, partlyLazyPort } from '../api/lazy-port';
import type { MirrorsApi } from '../api/mirrors';
import { createPageStartApi, type PageStartApi } from '../api/page-start';
import type { ProfileApi } from '../api/profile';
import type { RealtimeWebSocketConstructor } from '../api/realtime';
import { createRefreshBridge, type RefreshBridge } from '../../machines/token-refresh/token-refresh.bridge';
import type { Locale } from '../contract/constants';
import { createBonusServices, type BonusServices } from './bonus-services';
import { createGameServices, type GameServices } from './game-services';
import { guestBonusBootInput, provideGuestBonus } from './guest-bonus';
import { promoBootInput, provideLandingPromo } from './landing-promo';
import { browserCookies, storeAdBonus, type CookieJar } from './cookies';
import { provideNavigation } from './navigation/provide-navigation';
import type { MeasurePixel } from './pixel-probe';
import { deferredLogics } from './deferred-logic';
import { randomId } from './random-id';
import { trafficSourceOf } from './traffic-source';
import { provideRealtime } from './realtime';
import {
  installPromptBootInput,
  provideInstallPrompt,
  type InstallPromptDeps,
} from './pwa/provide-install-prompt';
import { NO_SERVICE_WORKER, serviceWorkerBootInput, type ServiceWorkerDeps } from './pwa/service-worker-boot';
import { SSO_CODE_PARAM } from '../contract/sso-query';
import { provideSsoFlow, ssoBootInput } from './sso-flow';
import { cookieTokenStore, type TokenStore } from './token-storage';

/** Product analytics as the app uses it (SPEC §4 Login, §8). */
export interface Analytics {
  identify(userId: number): void;
  reset(): void;
  track(name: string, data?: Record<string, unknown>): void;
}

/** Everything the browser gives the app; `browserAppDeps()` fills it from `window`. */
export interface AppDeps {
  /** Read at call time: the current address goes into SSO redirects. */
  location: Pick<Location, 'href' | 'hostname' | 'protocol' | 'port' | 'search'> & {
    assign(url: string): void;
    /** Leaves without a history entry (a retired mirror's 301). */
    replace(url: string): void;
  };
  isProduction: boolean;
  isDevelopment: boolean;
  /** VITE_API_URL. */
  apiUrl?: string | undefined;
  isBot: boolean;
  locale: Locale;
  /** Removes signup/login/deposit from the address (router owned). */
  clearAuthQuery(): void;
  /** Removes these query parameters from the address without a navigation (router owned). */
  dropQuery(keys: readonly string[]): void;
  /** A client-side navigation to a path of the site, replacing the current entry (router owned). */
  navigate(href: string): void;
  /** Where the SSO session id is kept (SPEC §3 Session: kept locally); localStorage in the browser. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** A new SSO session id; `randomId` unless a test gives its own. */
  newSessionId?: () => string;
  /** This page's build id (VITE_BUILD_ID) for the build check; without one the check is off. */
  buildId?: string | null;
  /** Epoch ms for the guest bonus countdown; `Date.now` unless a test gives its own. */
  now?: () => number;
  /** The cookies of SPEC §3; `browserCookies` unless a test gives its own. */
  cookies?: CookieJar;
  /** The WebSocket for the realtime hub (`window.WebSocket` in the browser); without one the hub is not used. */
  WebSocket?: RealtimeWebSocketConstructor;
  /** Times one pixel for the domain check; an `<img>` unless a test gives its own. */
  measurePixel?: MeasurePixel;
  tokenStore?: TokenStore;
  /** Product analytics built on the app's tracking call (`trackingAnalytics` in the browser); none when not given. */
  analytics?: (tracker: Pick<MirrorsApi, 'trackEvent'>) => Analytics;
  log?: (message: string, error: unknown) => void;
  fetch?: typeof fetch;
  inspect?: (event: InspectionEvent) => void;
  /**
   * The installable app's browser parts (`browserAppDeps` gives them in a production build): the service worker
   * container and storage, and the window the install prompt listens on. Without them the worker does not run and
   * no install is ever offered.
   */
  pwa?: {
    serviceWorker: Pick<
      ServiceWorkerDeps,
      'container' | 'session' | 'location' | 'now' | 'pageSettled'
    > | null;
    installPrompt: InstallPromptDeps;
  };
}

/** The started root actor and what was built for it. */
export interface AppRuntime {
  actor: AppActorRef;
  account: AccountApi;
  billing: BillingApi;
  mirrors: MirrorsApi;
  /** The calls of the bonus, welcome-pack and VIP pages, and the analytics their flows report to. */
  bonuses: BonusServices;
  /** The calls of the game pages and the fairness page. */
  games: GameServices;
  clients: ApiClients;
  tokenStore: TokenStore;
  dispose(): void;
}

const noAnalytics: Analytics = { identify: () => {}, reset: () => {}, track: () => {} };

/** Where the session id lives when no storage is given (a test without a DOM): this page only. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Composition root: provides the real actors (ky calls, cookies, location) to the app machine and starts it. */
export function createAppActor(deps: AppDeps): AppRuntime {
  const runtime = prepareAppActor(deps);
  runtime.start();
  return runtime;
}

/** The app as `createAppActor` builds it, with its root actor not started yet. Events sent before `start` wait for it. */
export type PreparedApp = AppRuntime & { start(): void };

/** Builds the app in one go (`createAppActor`: tests, the prerendering). */
function prepareAppActor(deps: AppDeps): PreparedApp {
  const steps = appBuildSteps(deps);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Builds the app a step at a time, waiting for `nextTask` between steps: the page's boot (main.tsx) does, so that
 * building the app's flows (each `provide` builds a machine's whole state tree again) is a row of short tasks a
 * phone can answer a tap between, not one long one.
 */
export async function prepareAppActorInSteps(
  deps: AppDeps,
  nextTask: () => Promise<unknown>,
): Promise<PreparedApp> {
  const steps = appBuildSteps(deps);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTask();
  }
}

/** The building of the app; each `yield` is a point where the boot may let the browser run what waits. */
function* appBuildSteps(deps: AppDeps): Generator<void, PreparedApp> {
  const cookies = deps.cookies ?? browserCookies;
  const tokenStore = deps.tokenStore ?? cookieTokenStore(cookies);
  const log = deps.log ?? ((message, error) => console.warn(message, error));
  const redirectToSso = (_: unknown, { link }: { link: string }) =>
    deps.location.assign(ssoRedirectUrl(link, deps.location.href));
  const storeToken = (_: unknown, { token }: { token: string }) => tokenStore.set(token);

  // The client reads the actor at request time; the actor is created after the client.
  const late: { actor?: AppActorRef; bridge?: RefreshBridge } = {};
  const baseUrl = apiBase({ ...deps.location, isProduction: deps.isProduction, configured: deps.apiUrl });
  const clients = createApiClients({
    baseUrl,
    getToken: () => tokenStore.get(),
    getRegion: () => (late.actor ? selectKnownRegion(readAppState(late.actor.getSnapshot())) : null),
    getLocale: () => (late.actor ? selectLocale(readAppState(late.actor.getSnapshot())) : deps.locale),
    refresh: () => (late.bridge ? late.bridge.refresh() : Promise.reject(new Error(REFRESH_FAILED_MESSAGE))),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  // the calls a guest's first page does not make load with their first use (login, the cashier, the account pages)
  const auth = lazyPort<AuthApi>(() => import('../api/auth').then((m) => m.createAuthApi(clients)));
  const hasToken = tokenStore.get() !== null;
  // A guest never reads a profile: the call and the user's schema load with the first read. A returning player's
  // session reads it as the app starts, so their code is asked for now, beside the rest of the start.
  const loadProfile = () => import('../api/profile').then((m) => m.createProfileApi(clients));
  let profileLoading = hasToken ? loadProfile() : null;
  // a failed load is the first read's to report (and to try again)
  profileLoading?.catch(() => {});
  const profile = lazyPort<ProfileApi>(() => {
    const loading = profileLoading ?? loadProfile();
    profileLoading = null;
    return loading;
  });
  const geo = createGeoApi(clients);
  const account = lazyPort<AccountApi>(() =>
    import('../api/account').then((m) => m.createAccountApi(clients)),
  );
  const billing = lazyPort<BillingApi>(() =>
    import('../api/billing').then((m) => m.createBillingApi(clients)),
  );
  const { protocol, hostname, port } = deps.location;
  const site = {
    origin: `${protocol}//${hostname}${port ? `:${port}` : ''}`,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  };
  // every page's start calls are there at once; attribution, tracking and the domain check load with their first use
  const mirrors = partlyLazyPort<MirrorsApi, keyof PageStartApi>(createPageStartApi(clients, site), () =>
    import('../api/mirrors').then((m) => m.createMirrorsApi(clients, site)),
  );
  const analytics = deps.analytics?.(mirrors) ?? noAnalytics;
  const bonuses = createBonusServices(clients, analytics);
  const games = createGameServices(clients);

  const guestBonusDeps = { cookies, bonuses: bonuses.bonuses, now: deps.now ?? Date.now, log };
  const ssoDeps = {
    location: deps.location,
    isBot: deps.isBot,
    isDevelopment: deps.isDevelopment,
    hasToken,
    cookies,
    storage: deps.storage ?? memoryStorage(),
    newSessionId: deps.newSessionId ?? randomId,
    auth,
    mirrors,
    dropQuery: (keys: readonly string[]) => deps.dropQuery(keys),
    log,
  };

  const workerDeps: ServiceWorkerDeps | null =
    deps.pwa?.serviceWorker && !deps.isBot ? { ...deps.pwa.serviceWorker, apiBase: baseUrl, log } : null;
  const installDeps: InstallPromptDeps = deps.pwa?.installPrompt ?? {
    window: {
      addEventListener: () => {},
      removeEventListener: () => {},
      matchMedia: () => ({ matches: false }) as MediaQueryList,
    },
    storage: memoryStorage(),
  };

  // a guest's first load does not carry the flows only a logged-in player runs
  const playerFlows = deferredLogics(() =>
    import('./player-flows').then(({ providePlayerFlows }) =>
      providePlayerFlows({ billing, mirrors, measurePixel: deps.measurePixel, log }),
    ),
  );

  yield;
  const session = sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => auth.login(input)),
      register: fromPromise(({ input }) => auth.register(input)),
      fetchUser: fromPromise(() => profile.fetchUser()),
      logout: fromPromise(() => auth.logout()),
    },
    actions: {
      storeToken,
      clearToken: () => tokenStore.clear(),
      identifyAnalytics: (_, { userId }) => analytics.identify(userId),
      clearAnalyticsIdentity: () => analytics.reset(),
      redirectToSso,
      // SPEC §8: the joined error texts, or 'error 500' when there are none.
      reportAuthFailure: (_, { failure }) => {
        analytics.track('auth_error', {
          error: Object.values(failure.fields).flat().join('; ') || 'error 500',
        });
        // SPEC §8: a refused promo code also sends its own event
        const promoError = promoErrorText(failure);
        if (promoError) analytics.track('promo_code_error', { error: promoError });
      },
    },
  });
  yield;
  const tokenRefresh = tokenRefreshMachine.provide({
    actors: { refreshToken: fromPromise(() => auth.refreshToken()) },
    actions: { storeToken, redirectToSso },
  });
  const geoFlow = geoMachine.provide({
    actors: { lookupGeo: fromPromise(() => geo.lookupGeo()) },
    actions: { logGeoFailure: (_, { error }) => log('geo lookup failed', error) },
  });
  yield;
  const attribution = attributionMachine.provide({
    actors: { fetchAttribution: fromPromise(({ input }) => mirrors.utm(input.query)) },
    actions: {
      storeAdvertiser: (_, { advId }) => cookies.set('advId', advId),
      storeAdBonus: (_, bonus) => storeAdBonus(cookies, bonus),
      logAttributionFailure: (_, { error }) => log(ATTRIBUTION_FAILURE_LOG, error),
    },
  });
  const sso = provideSsoFlow(ssoDeps);
  yield;
  const guestBonus = provideGuestBonus(guestBonusDeps);
  const promo = provideLandingPromo({
    cookies,
    bonuses: bonuses.bonuses,
    dropQuery: (keys) => deps.dropQuery(keys),
    log,
  });
  yield;
  const navigation = provideNavigation({
    mirrors,
    cookies,
    navigate: (href) => deps.navigate(href),
    leaveTo: (url) => deps.location.assign(url),
    log,
  });
  const realtime = provideRealtime({
    apiBase: baseUrl,
    pageHref: deps.location.href,
    // a crawler needs neither live bets nor balances, and an open socket only keeps its render busy
    WebSocket: deps.isBot ? undefined : deps.WebSocket,
    log,
  });
  yield;
  // the build check and the worker start once the app has drawn its first page, and their code loads then
  const backgroundFlows = deferredLogics(() =>
    import('./background-flows').then(({ provideBackgroundFlows }) =>
      provideBackgroundFlows({ mirrors, reloadTo: (href) => deps.location.assign(href), worker: workerDeps }),
    ),
  );
  const installPrompt = provideInstallPrompt(installDeps);
  yield;
  const machine = appMachine.provide({
    actors: {
      session,
      tokenRefresh,
      geo: geoFlow,
      modals: modalsMachine,
      loadPlayerFlows: fromPromise(() => playerFlows.load()),
      payIn: playerFlows.logic('payIn'),
      domainProbe: playerFlows.logic('domainProbe'),
      attribution,
      sso,
      guestBonus,
      promo,
      navigation,
      realtime,
      loadBackgroundFlows: fromPromise(() => backgroundFlows.load()),
      buildCheck: backgroundFlows.logic('buildCheck'),
      serviceWorker: backgroundFlows.logic('serviceWorker'),
      installPrompt,
    },
    actions: {
      clearAuthQuery: () => deps.clearAuthQuery(),
      attachTrafficSource: () => {
        const source = trafficSourceOf(cookies);
        if (source) mirrors.attachSource(source).catch((error) => log('attach source failed', error));
      },
    },
  });
  yield;

  const started = createActor(machine, {
    input: {
      isBot: deps.isBot,
      hasToken,
      isDevelopment: deps.isDevelopment,
      locale: deps.locale,
      queryModal: modalFromQuery(new URLSearchParams(deps.location.search).keys()),
      // The one-time SSO code a return from the SSO host carries is a credential: it is no attribution data.
      landingQuery: Object.fromEntries(
        [...new URLSearchParams(deps.location.search)].filter(([name]) => name !== SSO_CODE_PARAM),
      ),
      hasAdvertiserCookie: cookies.get('advId') !== undefined,
      buildId: deps.buildId ?? null,
      sso: ssoBootInput(ssoDeps),
      guestBonus: guestBonusBootInput(guestBonusDeps, hasToken),
      promo: promoBootInput(deps.location.search, cookies),
      realtime: { token: tokenStore.get() },
      serviceWorker: workerDeps ? serviceWorkerBootInput(workerDeps) : NO_SERVICE_WORKER,
      installPrompt: installPromptBootInput(installDeps),
    },
    ...(deps.inspect ? { inspect: deps.inspect } : {}),
  });
  late.actor = started;
  const start = () => {
    started.start();
    const tokenRefresh = started.getSnapshot().children.tokenRefresh;
    if (tokenRefresh) late.bridge = createRefreshBridge(tokenRefresh);
  };
  return {
    start,
    actor: started,
    account,
    billing,
    mirrors,
    bonuses,
    games,
    clients,
    tokenStore,
    dispose: () => {
      late.bridge?.dispose();
      started.stop();
    },
  };
}
