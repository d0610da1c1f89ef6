import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { PaymentStatusAnswer } from '../../src/contract/billing';
import type { MirrorToCheck } from '../../src/contract/mirrors';
import { attributionMachine } from '../attribution/attribution.machine';
import type { AttributionAnswer } from '../attribution/attribution.types';
import { buildCheckMachine } from '../build-check/build-check.machine';
import { domainProbeMachine } from '../domain-probe/domain-probe.machine';
import { createRefreshBridge } from '../token-refresh/token-refresh.bridge';
import { geoMachine } from '../geo/geo.machine';
import { invoiceMachine } from '../invoice/invoice.machine';
import { modalsMachine } from '../modals/modals.machine';
import { makeBilling, makeInvoice } from '../pay-in/pay-in.fixtures';
import { payInMachine } from '../pay-in/pay-in.machine';
import { navigationMachine } from '../navigation/navigation.machine';
import type { ChainInput, ChainOutcome } from '../navigation/navigation.types';
import { makeProfile, makeUser } from '../session/session.fixtures';
import { sessionMachine } from '../session/session.machine';
import { ssoInput, ssoWithoutSso } from '../sso/sso.fixtures';
import { ssoMachine } from '../sso/sso.machine';
import { serviceWorkerMachine } from '../service-worker/service-worker.machine';
import type { SsoMirror, SsoTrackingInput } from '../sso/sso.types';
import type { AuthAnswer, RegisterForm } from '../session/session.types';
import { tokenRefreshMachine } from '../token-refresh/token-refresh.machine';
import type { ClientMessage } from '../../src/contract/realtime';
import { balanceMessage, makeWelcome } from '../realtime/realtime.fixtures';
import { realtimeMachine } from '../realtime/realtime.machine';
import type { NetworkEvent, SocketCommand, SocketEvent } from '../realtime/realtime.types';
import { appInput, quietGuestBonus, quietInstallPrompt, quietPromo } from './app.fixtures';
import { appMachine } from './app.machine';
import {
  readAppState,
  type AppState,
  selectBalance,
  selectCurrency,
  selectIsAuthenticated,
  selectIsBusy,
  selectIsGeoBlocked,
  selectInvoiceSecondsLeft,
  selectIsReady,
  selectLocale,
  selectOpenModal,
  selectPayInStep,
  selectRegion,
  selectShownInvoice,
} from './app.select';
import { subscribeAppState, waitForAppState } from './app.subscribe';
import type { AppInput } from './app.types';

interface Fakes {
  login?: () => Promise<AuthAnswer>;
  refreshToken?: () => Promise<string>;
  geoBlocked?: boolean;
  countryCode?: string;
  /** The balance GET /profile/user answers (default 4200). */
  balance?: number;
  /** The status every poll of an invoice answers (default 1, waiting). */
  paymentStatus?: () => number;
  /** The deployed build's id (default: the page's own, `build-1`). */
  latestBuild?: () => string;
  /** The build check's and the worker's code fails to load. */
  backgroundFlowsFail?: boolean;
  /** What /middleware/utm answers. */
  utm?: () => Promise<AttributionAnswer>;
  /** What GET /mirror answers the SSO flow (default: no SSO link, at once). */
  mirror?: () => Promise<SsoMirror>;
  /** Loading the code of the player's flows (default: loaded at once). */
  loadPlayerFlows?: () => Promise<void>;
  clock?: SimulatedClock;
}

const MIRRORS: MirrorToCheck[] = [{ cleanUrl: 'mirror-b.test', pixel: 'https://mirror-b.test/pixel.png' }];

/** A socket of the realtime connection: the frames it was asked to send, and how to report what the hub sent. */
interface FakeSocket {
  frames: ClientMessage[];
  report(event: SocketEvent): void;
}

function startApp(input: Partial<AppInput> = {}, fakes: Fakes = {}) {
  const log: string[] = [];
  const sockets: FakeSocket[] = [];
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          login: fromPromise(async () => (fakes.login ?? (async () => ({ token: 't', sso: null })))()),
          register: fromPromise<AuthAnswer, RegisterForm>(async () => ({ token: 't', sso: null })),
          fetchUser: fromPromise(async () => {
            log.push('fetchUser');
            return makeProfile({
              user: makeUser({ balance: fakes.balance ?? 4200, currency: 'KZT' }),
              region: 'KZ',
            });
          }),
          logout: fromPromise<void, void>(async () => {}),
        },
        actions: {
          storeToken: () => log.push('storeToken'),
          clearToken: () => log.push('clearToken'),
          identifyAnalytics: () => {},
          clearAnalyticsIdentity: () => {},
          redirectToSso: () => {},
          reportAuthFailure: () => {},
        },
      }),
      sso: fakes.mirror
        ? ssoMachine.provide({
            actors: {
              loadMirror: fromPromise(fakes.mirror),
              track: fromPromise<void, SsoTrackingInput>(async () => {
                log.push('track');
              }),
            },
            actions: {
              markRedirected: () => {},
              storeSessionId: () => {},
              goToSso: (_, { link }) => log.push(`goToSso ${link}`),
            },
          })
        : ssoWithoutSso,
      guestBonus: quietGuestBonus,
      installPrompt: quietInstallPrompt,
      promo: quietPromo,
      navigation: navigationMachine.provide({
        actors: {
          runChain: fromPromise<ChainOutcome, ChainInput>(async ({ input: { href } }) => {
            log.push(`chain ${href}`);
            return { kind: 'proceed' };
          }),
        },
      }),
      tokenRefresh: tokenRefreshMachine.provide({
        actors: { refreshToken: fromPromise(async () => (fakes.refreshToken ?? (async () => 'new'))()) },
        actions: {
          storeToken: () => log.push('storeToken'),
          redirectToSso: (_, { link }) => log.push(`redirect:${link}`),
        },
      }),
      geo: geoMachine.provide({
        actors: {
          lookupGeo: fromPromise(async () => ({
            blocked: fakes.geoBlocked ?? false,
            ip: '1.2.3.4',
            countryCode: fakes.countryCode ?? 'RU',
          })),
        },
        actions: { logGeoFailure: () => {} },
      }),
      modals: modalsMachine,
      loadPlayerFlows: fromPromise(async () => {
        log.push('loadPlayerFlows');
        await fakes.loadPlayerFlows?.();
      }),
      payIn: payInMachine.provide({
        actors: {
          loadBilling: fromPromise(async () => makeBilling()),
          createInvoice: fromPromise(async () => makeInvoice()),
          invoice: invoiceMachine.provide({
            actors: {
              fetchStatus: fromPromise<PaymentStatusAnswer, { invoiceId: number }>(async () => ({
                status: fakes.paymentStatus?.() ?? 1,
                sum_was_changed: false,
                shop_amount: 1000,
                life_time: 1000,
              })),
            },
          }),
        },
      }),
      domainProbe: domainProbeMachine.provide({
        actors: {
          fetchMirrors: fromPromise(async () => (log.push('fetchMirrors'), MIRRORS)),
          probePixels: fromCallback(({ sendBack }) =>
            sendBack({ type: 'pixel.measured', host: 'mirror-b.test', ms: 90 }),
          ),
          sendResults: fromPromise(
            async ({ input }) => void log.push(`sendResults ${JSON.stringify(input.results)}`),
          ),
        },
        actions: { logProbeFailure: () => log.push('logProbeFailure') },
      }),
      attribution: attributionMachine.provide({
        actors: {
          fetchAttribution: fromPromise(
            async () => (log.push('utm'), (fakes.utm ?? (async () => ({ advId: 'adv-1', promo: null })))()),
          ),
        },
        actions: {
          storeAdvertiser: (_, { advId }) => log.push(`storeAdvertiser ${advId}`),
          storeAdBonus: (_, { type, value }) => log.push(`storeAdBonus ${type}:${value}`),
          logAttributionFailure: () => log.push('logAttributionFailure'),
        },
      }),
      realtime: realtimeMachine.provide({
        actors: {
          socket: fromCallback<SocketCommand, void>(({ sendBack, receive }) => {
            const socket: FakeSocket = { frames: [], report: sendBack };
            sockets.push(socket);
            receive(({ frame }) => socket.frames.push(frame));
          }),
          watchNetwork: fromCallback<NetworkEvent, void>(() => {}),
        },
      }),
      loadBackgroundFlows: fromPromise(async () => {
        log.push('loadBackgroundFlows');
        if (fakes.backgroundFlowsFail) throw new Error('offline');
      }),
      buildCheck: buildCheckMachine.provide({
        actors: { fetchLatestBuild: fromPromise(async () => (fakes.latestBuild ?? (() => 'build-1'))()) },
        actions: { reloadTo: (_, { href }) => log.push(`reloadTo ${href}`) },
      }),
      serviceWorker: serviceWorkerMachine,
    },
    actions: {
      clearAuthQuery: () => log.push('clearAuthQuery'),
      attachTrafficSource: () => log.push('attachTrafficSource'),
    },
  });
  const actor = createActor(machine, {
    input: appInput(input),
    ...(fakes.clock ? { clock: fakes.clock } : {}),
  }).start();
  const state = () => readAppState(actor.getSnapshot());
  const until = (predicate: (s: AppState) => boolean) => waitForAppState(actor, predicate);
  return { actor, log, state, until, socket: () => sockets.at(-1)! };
}

describe('app', () => {
  it('boots the geo check and the session restore, then is ready with the user', async () => {
    const { state, until } = startApp({ hasToken: true }, { countryCode: 'RU' });
    expect(selectIsReady(state())).toBe(false);
    expect(selectIsBusy(state())).toBe(true);
    await until((s) => selectIsReady(s));
    expect(selectIsAuthenticated(state())).toBe(true);
    expect(selectBalance(state())).toBe(4200);
    expect(selectCurrency(state())).toBe('KZT');
    expect(selectRegion(state())).toBe('KZ');
    expect(selectIsGeoBlocked(state())).toBe(false);
  });

  it('uses the geo region for a guest', async () => {
    const { actor, state } = startApp({}, { countryCode: 'KZ' });
    await waitFor(actor.getSnapshot().children.geo!, (s) => s.matches('allowed'));
    expect(selectIsAuthenticated(state())).toBe(false);
    expect(selectRegion(state())).toBe('KZ');
  });

  it('exposes a geo block', async () => {
    const { actor, state } = startApp({}, { geoBlocked: true });
    await waitFor(actor.getSnapshot().children.geo!, (s) => s.matches('blocked'));
    expect(selectIsGeoBlocked(state())).toBe(true);
  });

  it('removes the auth query and closes the login modal after a successful login', async () => {
    const { actor, log, state, until } = startApp({ queryModal: 'Login' });
    expect(selectOpenModal(state())).toBe('Login');
    actor.getSnapshot().children.session!.send({
      type: 'session.login',
      credentials: { kind: 'emailPassword', email: 'a@b.test', password: 'x' },
    });
    await until((s) => selectIsAuthenticated(s) && selectOpenModal(s) === null);
    expect(log).toContain('clearAuthQuery');
  });

  it('keeps a deposit modal open after auth', async () => {
    const { state, until } = startApp({ queryModal: 'PayIn', hasToken: true });
    await until((s) => selectIsAuthenticated(s));
    await Promise.resolve();
    expect(selectOpenModal(state())).toBe('PayIn');
  });

  it('clears the session when the token refresh fails', async () => {
    const { actor, log, state, until } = startApp(
      { hasToken: true },
      {
        refreshToken: async () => Promise.reject(new Error('down')),
      },
    );
    await until((s) => selectIsAuthenticated(s));
    const bridge = createRefreshBridge(actor.getSnapshot().children.tokenRefresh!);
    await expect(bridge.refresh()).rejects.toThrow('Cant refresh token');
    await until((s) => !selectIsAuthenticated(s));
    expect(log).toContain('clearToken');
    expect(state().session?.value).toBe('anonymous');
  });

  it('tells token refresh the SSO link of the login answer', async () => {
    const { actor } = startApp(
      { isDevelopment: true },
      {
        login: async () => ({ token: 't', sso: 'https://sso.test/x' }),
        refreshToken: async () => {
          throw Object.assign(new Error('401'), { status: 401, code: 'unauthenticated', fields: {} });
        },
      },
    );
    actor.getSnapshot().children.session!.send({
      type: 'session.login',
      credentials: { kind: 'emailPassword', email: 'a@b.test', password: 'x' },
    });
    const refresh = actor.getSnapshot().children.tokenRefresh!;
    await waitFor(refresh, (s) => s.context.ssoLink === 'https://sso.test/x');
  });

  it('changes the locale', () => {
    const { actor, state } = startApp();
    actor.send({ type: 'locale.change', locale: 'kz' });
    expect(selectLocale(state())).toBe('kz');
  });

  it('opens PayIn 17 s after a registration, whatever the balance', async () => {
    const clock = new SimulatedClock();
    const { actor, state, until } = startApp({}, { clock });
    actor.getSnapshot().children.session!.send({
      type: 'session.register',
      form: { kind: 'email', email: 'n@b.test', password: 'abc12345' },
    });
    await until((s) => selectIsAuthenticated(s));
    clock.increment(16_999);
    expect(selectOpenModal(state())).toBeNull();
    clock.increment(1);
    expect(selectOpenModal(state())).toBe('PayIn');
  });

  it('opens PayIn 17 s after a restored session with a zero balance, and not with money', async () => {
    for (const [balance, modal] of [
      [0, 'PayIn'],
      [4200, null],
    ] as const) {
      const clock = new SimulatedClock();
      const { state, until } = startApp({ hasToken: true }, { clock, balance });
      await until((s) => selectIsAuthenticated(s));
      clock.increment(17_000);
      expect(selectOpenModal(state())).toBe(modal);
    }
  });

  it('cancels the prompt when the player logs out within 17 s', async () => {
    const clock = new SimulatedClock();
    const { actor, state, until } = startApp({ hasToken: true }, { clock, balance: 0 });
    await until((s) => selectIsAuthenticated(s));
    clock.increment(10_000);
    actor.getSnapshot().children.session!.send({ type: 'session.logout' });
    await until((s) => !selectIsAuthenticated(s));
    clock.increment(10_000);
    expect(selectOpenModal(state())).toBeNull();
  });

  it('runs the pay-in flow only while a player is logged in', async () => {
    const { actor, state, until } = startApp({ hasToken: true });
    expect(state().payIn).toBeUndefined();
    await until((s) => selectIsAuthenticated(s) && s.payIn !== undefined);
    actor.getSnapshot().children.session!.send({ type: 'session.logout' });
    await until((s) => !selectIsAuthenticated(s));
    expect(actor.getSnapshot().matches({ auth: 'guest' })).toBe(true);
    expect(state().payIn).toBeUndefined();
  });

  it('loads the code of the player flows only for a player, and again at the next login when it failed', async () => {
    const fakes: Fakes = { loadPlayerFlows: () => Promise.reject(new Error('offline')) };
    const { actor, log, state, until } = startApp({}, fakes);
    await Promise.resolve();
    expect(log).not.toContain('loadPlayerFlows');
    const login = () =>
      actor.getSnapshot().children.session!.send({
        type: 'session.login',
        credentials: { kind: 'emailPassword', email: 'a@b.test', password: 'x' },
      });
    login();
    await waitFor(actor, (s) => s.matches({ auth: { player: 'flowsUnavailable' } }));
    expect(state().payIn).toBeUndefined();
    expect(actor.getSnapshot().children.domainProbe).toBeUndefined();
    actor.getSnapshot().children.session!.send({ type: 'session.logout' });
    await until((s) => !selectIsAuthenticated(s));
    delete fakes.loadPlayerFlows;
    login();
    await until((s) => s.payIn !== undefined);
    expect(log.filter((l) => l === 'loadPlayerFlows')).toHaveLength(2);
  });

  it('tells subscribers about flows that start later, down to the countdown of an invoice', async () => {
    const clock = new SimulatedClock();
    const { actor, state, until } = startApp({ hasToken: true }, { clock });
    await until((s) => selectPayInStep(s) === 'methods');
    const payIn = actor.getSnapshot().children.payIn!;
    payIn.send({ type: 'payIn.selectMethod', hash: 'card-rub' });
    payIn.send({ type: 'payIn.submit' });
    await until((s) => selectShownInvoice(s) !== null);
    let changes = 0;
    const stop = subscribeAppState(actor, () => changes++);
    clock.increment(1000);
    stop();
    expect(changes).toBeGreaterThan(0);
    expect(selectInvoiceSecondsLeft(state())).toBe(1199);
  });

  it('on payment swaps PayIn for SuccessPayment and re-reads the user for the header balance', async () => {
    const fakes = { clock: new SimulatedClock(), balance: 0, paymentStatus: () => 1 };
    const { actor, log, until } = startApp({ hasToken: true, queryModal: 'PayIn' }, fakes);
    await until((s) => selectPayInStep(s) === 'methods');
    const payIn = actor.getSnapshot().children.payIn!;
    payIn.send({ type: 'payIn.selectMethod', hash: 'card-rub' });
    payIn.send({ type: 'payIn.submit' });
    await until((s) => selectShownInvoice(s) !== null);
    fakes.paymentStatus = () => 3;
    fakes.balance = 1000;
    fakes.clock.increment(5000);
    const state = await until((s) => selectBalance(s) === 1000);
    expect(selectOpenModal(state)).toBe('SuccessPayment');
    expect(log.filter((l) => l === 'fetchUser')).toHaveLength(2);
  });
  it('runs the domain check only while a player is logged in, within 55 s of the login', async () => {
    const clock = new SimulatedClock();
    const { actor, log, until } = startApp({}, { clock });
    clock.increment(600_000);
    await Promise.resolve();
    expect(actor.getSnapshot().children.domainProbe).toBeUndefined();
    expect(log).not.toContain('fetchMirrors');
    actor.getSnapshot().children.session!.send({
      type: 'session.login',
      credentials: { kind: 'emailPassword', email: 'a@b.test', password: 'x' },
    });
    await until((s) => selectIsAuthenticated(s));
    const probe = (await waitFor(actor, (s) => s.children.domainProbe !== undefined)).children.domainProbe!;
    clock.increment(55_000);
    await waitFor(probe, (s) => s.matches({ checking: 'waitingForNextCheck' }));
    expect(log).toContain('sendResults {"mirror-b.test":90}');
    expect(log.filter((l) => l === 'fetchMirrors')).toHaveLength(1);
    actor.getSnapshot().children.session!.send({ type: 'session.logout' });
    await until((s) => !selectIsAuthenticated(s));
    expect(actor.getSnapshot().children.domainProbe).toBeUndefined();
    clock.increment(600_000);
    await Promise.resolve();
    expect(log.filter((l) => l === 'fetchMirrors')).toHaveLength(1);
  });

  it('attributes a utm landing at start, and not a landing with three utm parameters', async () => {
    const utm = { utm_source: 'g', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'slots' };
    const full = startApp(
      { landingQuery: utm },
      { utm: async () => ({ advId: 'adv-9', promo: { type: 'freespins', value: '50' } }) },
    );
    await waitFor(full.actor, () => full.log.includes('storeAdBonus freespins:50'));
    expect(full.log).toContain('storeAdvertiser adv-9');
    const { utm_term: _, ...three } = utm;
    const partial = startApp({ landingQuery: three });
    await waitFor(partial.actor, (s) => s.children.attribution?.getSnapshot().value === 'skipped');
    expect(partial.log).not.toContain('utm');
  });

  it('makes the landing calls only once the SSO flow has settled, the chain with the last navigation reported', async () => {
    const utm = { utm_source: 'g', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'slots' };
    let answerMirror = (_: SsoMirror) => {};
    const mirror = () => new Promise<SsoMirror>((resolve) => (answerMirror = resolve));
    const { actor, log } = startApp({ landingQuery: utm, sso: ssoInput({ noSso: true }) }, { mirror });
    actor.send({ type: 'navigation.started', path: '/', href: '/?stag=a', middleware: ['affiliate'] });
    actor.send({ type: 'navigation.started', path: '/ru', href: '/ru?stag=a', middleware: ['affiliate'] });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches({ landing: 'waitingForSso' })).toBe(true);
    expect(actor.getSnapshot().children.attribution).toBeUndefined();
    expect(log.filter((l) => l === 'utm' || l.startsWith('chain'))).toEqual([]);
    answerMirror({ sso: 'https://sso.test/in', redirect: null });
    await waitFor(actor, () => log.includes('storeAdvertiser adv-1'));
    expect(log.filter((l) => l === 'utm' || l.startsWith('chain'))).toEqual(['utm', 'chain /ru?stag=a']);
    actor.send({ type: 'navigation.started', path: '/games', href: '/games', middleware: [] });
    await waitFor(actor, () => log.includes('chain /games'));
  });

  it('makes no landing call when the SSO flow leaves for the SSO host', async () => {
    const utm = { utm_source: 'g', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'slots' };
    const { actor, log } = startApp(
      { landingQuery: utm, sso: ssoInput() },
      { mirror: async () => ({ sso: 'https://sso.test/in', redirect: null }) },
    );
    actor.send({ type: 'navigation.started', path: '/', href: '/', middleware: ['affiliate'] });
    await waitFor(actor, () => log.includes('goToSso https://sso.test/in'));
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().matches({ landing: 'waitingForSso' })).toBe(true);
    expect(log.filter((l) => l === 'utm' || l.startsWith('chain'))).toEqual([]);
  });

  it('starts the build check and the worker flow only once the app has drawn its first page', async () => {
    const { actor, log } = startApp();
    await new Promise((r) => setTimeout(r, 10));
    expect(log).not.toContain('loadBackgroundFlows');
    expect(actor.getSnapshot().children.buildCheck).toBeUndefined();
    expect(actor.getSnapshot().children.serviceWorker).toBeUndefined();
    actor.send({ type: 'app.drawn' });
    await waitFor(actor, (s) => s.matches({ background: 'running' }));
    expect(log.filter((l) => l === 'loadBackgroundFlows')).toEqual(['loadBackgroundFlows']);
    expect(actor.getSnapshot().children.buildCheck).toBeDefined();
    expect(actor.getSnapshot().children.serviceWorker).toBeDefined();
  });

  it('runs without the build check and the worker when their code cannot load', async () => {
    const { actor } = startApp({}, { backgroundFlowsFail: true });
    actor.send({ type: 'app.drawn' });
    await waitFor(actor, (s) => s.matches({ background: 'flowsUnavailable' }));
    expect(actor.getSnapshot().children.buildCheck).toBeUndefined();
    actor.send({ type: 'route.changed', href: '/games' });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('hands route changes to the build check: a newer build reloads the next navigation target', async () => {
    const { actor, log } = startApp({}, { latestBuild: () => 'build-2' });
    actor.send({ type: 'app.drawn' });
    await waitFor(actor, (s) => s.matches({ background: 'running' }));
    await waitFor(actor.getSnapshot().children.buildCheck!, (s) => s.matches('stale'));
    expect(log.some((l) => l.startsWith('reloadTo'))).toBe(false);
    actor.send({ type: 'route.changed', href: '/games' });
    expect(log).toContain('reloadTo /games');
  });

  it('gives the realtime connection the token of every login, refresh and logout', async () => {
    const { actor, socket, until } = startApp();
    socket().report({ type: 'socket.opened' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome() });
    actor.getSnapshot().children.session!.send({
      type: 'session.login',
      credentials: { kind: 'emailPassword', email: 'a@b.test', password: 'x' },
    });
    await until((s) => selectIsAuthenticated(s));
    await createRefreshBridge(actor.getSnapshot().children.tokenRefresh!).refresh();
    actor.getSnapshot().children.session!.send({ type: 'session.logout' });
    await until((s) => !selectIsAuthenticated(s));
    expect(socket().frames).toEqual([
      { type: 'hello', token: null, channels: [] },
      { type: 'auth', token: 't' },
      { type: 'auth', token: 'new' },
      { type: 'auth', token: null },
    ]);
  });

  it("puts the balances the hub pushes for the player into the header's user at once", async () => {
    const { socket, state, until } = startApp({ hasToken: true, realtime: { token: 'stored' } });
    await until((s) => selectIsAuthenticated(s));
    socket().report({ type: 'socket.opened' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ user_id: 7 }) });
    socket().report({ type: 'socket.received', message: balanceMessage(1, 9000, 'KZT') });
    expect(selectBalance(state())).toBe(9000);
    expect(state().session?.context.user?.total_balance).toBe(9005);
  });

  it('refreshes a token the hub refused and says hello again with the new one', async () => {
    const { log, socket, until } = startApp({ hasToken: true, realtime: { token: 'stale' } });
    await until((s) => selectIsAuthenticated(s));
    socket().report({ type: 'socket.opened' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ error: 'token_expired' }) });
    await until(() => socket().frames.length === 2);
    expect(log).toContain('storeToken');
    expect(socket().frames).toEqual([
      { type: 'hello', token: 'stale', channels: [] },
      { type: 'auth', token: 'new' },
    ]);
  });

  it('re-reads the user when the connection comes back without resuming', async () => {
    const clock = new SimulatedClock();
    const { log, socket, until } = startApp({ hasToken: true, realtime: { token: 'stored' } }, { clock });
    await until((s) => selectIsAuthenticated(s));
    socket().report({ type: 'socket.opened' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ user_id: 7 }) });
    socket().report({ type: 'socket.closed', code: 1006 });
    clock.increment(1_000);
    socket().report({ type: 'socket.opened' });
    socket().report({ type: 'socket.welcomed', welcome: makeWelcome({ user_id: 7, resumed: false }) });
    await until(() => log.filter((l) => l === 'fetchUser').length === 2);
  });
});
