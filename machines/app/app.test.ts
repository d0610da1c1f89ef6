import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createRefreshBridge } from '../token-refresh/token-refresh.bridge';
import { geoMachine } from '../geo/geo.machine';
import { modalsMachine } from '../modals/modals.machine';
import { makeProfile, makeUser } from '../session/session.fixtures';
import { sessionMachine } from '../session/session.machine';
import type { AuthAnswer, RegisterForm } from '../session/session.types';
import { tokenRefreshMachine } from '../token-refresh/token-refresh.machine';
import { appMachine } from './app.machine';
import {
  readAppState,
  type AppState,
  selectBalance,
  selectCurrency,
  selectIsAuthenticated,
  selectIsBusy,
  selectIsGeoBlocked,
  selectIsReady,
  selectLocale,
  selectOpenModal,
  selectRegion,
} from './app.select';
import { waitForAppState } from './app.subscribe';
import type { AppInput } from './app.types';

interface Fakes {
  login?: () => Promise<AuthAnswer>;
  refreshToken?: () => Promise<string>;
  geoBlocked?: boolean;
  countryCode?: string;
}

function startApp(input: Partial<AppInput> = {}, fakes: Fakes = {}) {
  const log: string[] = [];
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          login: fromPromise(async () => (fakes.login ?? (async () => ({ token: 't', sso: null })))()),
          register: fromPromise<AuthAnswer, RegisterForm>(async () => ({ token: 't', sso: null })),
          fetchUser: fromPromise(async () =>
            makeProfile({ user: makeUser({ balance: 4200, currency: 'KZT' }), region: 'KZ' }),
          ),
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
    },
    actions: { clearAuthQuery: () => log.push('clearAuthQuery') },
  });
  const actor = createActor(machine, {
    input: { isBot: false, hasToken: false, isDevelopment: false, locale: 'ru', queryModal: null, ...input },
  }).start();
  const state = () => readAppState(actor.getSnapshot());
  const until = (predicate: (s: AppState) => boolean) => waitForAppState(actor, predicate);
  return { actor, log, state, until };
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
});
