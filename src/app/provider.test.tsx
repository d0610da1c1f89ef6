// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  appInput,
  quietGuestBonus,
  quietInstallPrompt,
  quietPromo,
  quietRealtime,
} from '../../machines/app/app.fixtures';
import { appMachine } from '../../machines/app/app.machine';
import { selectIsAuthenticated, selectOpenModal } from '../../machines/app/app.select';
import { geoMachine } from '../../machines/geo/geo.machine';
import { makeProfile } from '../../machines/session/session.fixtures';
import { sessionMachine } from '../../machines/session/session.machine';
import { ssoWithoutSso } from '../../machines/sso/sso.fixtures';
import type { AuthAnswer, LoginCredentials } from '../../machines/session/session.types';
import type { GeoLookup } from '../../machines/geo/geo.types';
import { tokenRefreshMachine } from '../../machines/token-refresh/token-refresh.machine';
import { AppProvider, useAppSelector, useModalEvents, useSessionEvents } from './provider';

afterEach(cleanup);

function fakeApp() {
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          login: fromPromise<AuthAnswer, LoginCredentials>(async () => ({ token: 't', sso: null })),
          fetchUser: fromPromise(async () => makeProfile()),
          logout: fromPromise<void, void>(async () => {}),
        },
        actions: {
          storeToken: () => {},
          clearToken: () => {},
          identifyAnalytics: () => {},
          clearAnalyticsIdentity: () => {},
          redirectToSso: () => {},
          reportAuthFailure: () => {},
        },
      }),
      sso: ssoWithoutSso,
      guestBonus: quietGuestBonus,
      promo: quietPromo,
      realtime: quietRealtime,
      installPrompt: quietInstallPrompt,
      tokenRefresh: tokenRefreshMachine,
      geo: geoMachine.provide({
        actors: {
          lookupGeo: fromPromise<GeoLookup, void>(async () => ({
            blocked: false,
            ip: '',
            countryCode: 'RU',
          })),
        },
      }),
    },
    actions: { clearAuthQuery: () => {}, attachTrafficSource: () => {} },
  });
  return createActor(machine, {
    input: appInput({ buildId: null }),
  }).start();
}

function View() {
  const authed = useAppSelector(selectIsAuthenticated);
  const modal = useAppSelector(selectOpenModal);
  const { loginByEmailPassword, logout } = useSessionEvents();
  const { open } = useModalEvents();
  return (
    <div>
      <p>{authed ? 'in' : 'out'}</p>
      <p>modal:{modal ?? 'none'}</p>
      <button onClick={() => open('Login')}>open</button>
      <button onClick={() => loginByEmailPassword('a@b.test', 'x')}>login</button>
      <button onClick={logout}>logout</button>
    </div>
  );
}

describe('AppProvider hooks', () => {
  it('re-render views when a child actor changes and send intents as named events', async () => {
    const actor = fakeApp();
    render(
      <AppProvider actor={actor}>
        <View />
      </AppProvider>,
    );
    expect(screen.getByText('out')).toBeTruthy();
    act(() => screen.getByText('open').click());
    expect(screen.getByText('modal:Login')).toBeTruthy();
    await act(async () => screen.getByText('login').click());
    expect(await screen.findByText('in')).toBeTruthy();
    expect(screen.getByText('modal:none')).toBeTruthy();
    await act(async () => screen.getByText('logout').click());
    expect(await screen.findByText('out')).toBeTruthy();
  });
});
