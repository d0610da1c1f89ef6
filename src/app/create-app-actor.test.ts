import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../machines/session/session.fixtures';
import { waitForAppState } from '../../machines/app/app.subscribe';
import {
  selectIsAuthenticated,
  selectIsGeoBlocked,
  selectIsReady,
  selectOpenModal,
  selectUser,
} from '../../machines/app/app.select';
import { createAppActor, type AppDeps } from './create-app-actor';
import { sessionIntents } from './intents';
import type { TokenStore } from './token-storage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function memoryTokens(initial: string | null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (t: string) => void (store.value = t),
    clear: () => void (store.value = null),
  };
  return store;
}

type Route = (request: Request) => Response | Promise<Response>;

function boot(routes: Record<string, Route>, over: Partial<AppDeps> = {}) {
  const seen: Request[] = [];
  const events: string[] = [];
  const tokens = memoryTokens(null);
  const runtime = createAppActor({
    location: {
      href: 'https://casino.test/games?login=1',
      hostname: 'casino.test',
      protocol: 'https:',
      port: '',
      search: '?login=1',
      assign: (url) => events.push(`assign:${url}`),
    },
    isProduction: true,
    isDevelopment: false,
    isBot: false,
    locale: 'en',
    clearAuthQuery: () => events.push('clearAuthQuery'),
    tokenStore: tokens,
    log: () => events.push('logged'),
    fetch: (async (request: Request) => {
      seen.push(request.clone());
      const path = new URL(request.url).pathname;
      const route = routes[`${request.method} ${path}`];
      return route ? route(request) : json({ message: 'not found' }, 404);
    }) as typeof fetch,
    ...over,
  });
  return {
    runtime,
    seen,
    events,
    tokens,
    until: (p: Parameters<typeof waitForAppState>[1]) => waitForAppState(runtime.actor, p),
  };
}

const geoOk: Route = () => json({ data: { ip: '1.1.1.1', country_code: 'RU' } });

describe('createAppActor', () => {
  it('restores the session from the token cookie with a bearer call to the api. host', async () => {
    const tokens = memoryTokens('stored');
    const { seen, until } = boot(
      { 'GET /geo_ip': geoOk, 'GET /profile/user': () => json(makeProfile()) },
      { tokenStore: tokens },
    );
    const state = await until(selectIsReady);
    expect(selectUser(state)?.id).toBe(7);
    const profileCall = seen.find((r) => r.url === 'https://api.casino.test/profile/user');
    expect(profileCall?.headers.get('authorization')).toBe('Bearer stored');
    expect(profileCall?.headers.get('accept-language')).toBe('en-US');
  });

  it('reports a geo block when /geo_ip answers 451', async () => {
    const { until } = boot({ 'GET /geo_ip': () => json({ data: { ip: '1', country_code: 'US' } }, 451) });
    expect(selectIsGeoBlocked(await until(selectIsReady))).toBe(true);
  });

  it('logs in: stores the token cookie, loads the user, removes the auth query and closes the login modal', async () => {
    const { runtime, tokens, events, until } = boot({
      'GET /geo_ip': geoOk,
      'POST /api/v2/auth/login/email/password': () => json({ success: true, token: 'T1', sso: null }),
      'GET /profile/user': (r) =>
        r.headers.get('authorization') === 'Bearer T1' ? json(makeProfile()) : json({}, 401),
    });
    expect(selectOpenModal(await until(selectIsReady))).toBe('Login');
    sessionIntents(runtime.actor).loginByEmailPassword('a@b.test', 'secret1');
    const state = await until((s) => selectIsAuthenticated(s) && selectOpenModal(s) === null);
    expect(tokens.value).toBe('T1');
    expect(events).toContain('clearAuthQuery');
    expect(state.session?.value).toEqual({ authenticated: 'idle' });
  });

  it('redirects to SSO with the current address in a url parameter after login in production', async () => {
    const { runtime, events, until } = boot({
      'GET /geo_ip': geoOk,
      'POST /api/v2/auth/login/email/password': () =>
        json({ success: true, token: 'T1', sso: 'https://sso.test/in' }),
      'GET /profile/user': () => json(makeProfile()),
    });
    await until(selectIsReady);
    sessionIntents(runtime.actor).loginByEmailPassword('a@b.test', 'secret1');
    await until((s) => !!s.session?.matches('redirectingToSso'));
    expect(events).toContain(
      `assign:https://sso.test/in?url=${encodeURIComponent('https://casino.test/games?login=1')}`,
    );
  });

  it('refreshes an expired token once and replays the user fetch', async () => {
    const tokens = memoryTokens('expired');
    const { seen, until } = boot(
      {
        'GET /geo_ip': geoOk,
        'POST /auth/refresh-token': () => json({ access_token: 'renewed' }),
        'GET /profile/user': (r) =>
          r.headers.get('authorization') === 'Bearer renewed' ? json(makeProfile()) : json({}, 401),
      },
      { tokenStore: tokens },
    );
    expect(selectIsAuthenticated(await until(selectIsReady))).toBe(true);
    expect(tokens.value).toBe('renewed');
    expect(seen.filter((r) => r.url.endsWith('/auth/refresh-token'))).toHaveLength(1);
  });

  it('clears the token when the refresh fails', async () => {
    const tokens = memoryTokens('expired');
    const { until } = boot(
      {
        'GET /geo_ip': geoOk,
        'POST /auth/refresh-token': () => json({ message: 'no' }, 401),
        'GET /profile/user': () => json({}, 401),
      },
      { tokenStore: tokens },
    );
    expect(selectIsAuthenticated(await until(selectIsReady))).toBe(false);
    expect(tokens.value).toBeNull();
  });
});
