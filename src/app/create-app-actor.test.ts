import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { makeProfile } from '../../machines/session/session.fixtures';
import { balanceMessage, makeWelcome } from '../../machines/realtime/realtime.fixtures';
import { fakeWebSockets } from '../api/realtime.fake';
import { waitForAppState } from '../../machines/app/app.subscribe';
import {
  selectIsAuthenticated,
  selectIsGeoBlocked,
  selectIsReady,
  selectOpenModal,
  selectUser,
} from '../../machines/app/app.select';
import type { CookieJar, CookieName } from './cookies';
import { createAppActor, type AppDeps, type AppRuntime } from './create-app-actor';
import { sessionIntents } from './intents';
import { DEFAULT_MIDDLEWARE } from './navigation/site-middleware';
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
      replace: (url) => events.push(`replace:${url}`),
    },
    isProduction: true,
    isDevelopment: false,
    isBot: false,
    locale: 'en',
    clearAuthQuery: () => events.push('clearAuthQuery'),
    dropQuery: (keys) => events.push(`dropQuery:${keys.join(',')}`),
    navigate: (href) => events.push(`navigate:${href}`),
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

/** GET /mirror: a mirror with the SSO address unless `over` says otherwise. */
const mirrorConfig =
  (over: object = {}): Route =>
  () =>
    json({
      redirect: null,
      sso: 'https://sso.test/sso/authorize',
      meta: null,
      settings: { revshare_service_frontend_url: null, telegram_channel_url: null },
      ...over,
    });

/** The attribution flow, once the landing calls have started (the SSO flow settled). */
async function attributionOf(runtime: AppRuntime) {
  const snapshot = await waitFor(runtime.actor, (s) => s.children.attribution !== undefined);
  return snapshot.children.attribution!;
}

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

describe('createAppActor: realtime hub', () => {
  it('connects to the hub on the API host, says hello with the stored token and shows pushed balances', async () => {
    const { WebSocket, sockets } = fakeWebSockets();
    const { until } = boot(
      { 'GET /geo_ip': geoOk, 'GET /profile/user': () => json(makeProfile()) },
      { tokenStore: memoryTokens('stored'), WebSocket },
    );
    await until(selectIsAuthenticated);
    const [socket] = sockets;
    expect(socket?.url).toBe('wss://api.casino.test/api/v2/realtime');
    socket!.open();
    expect(socket!.sent).toEqual([{ type: 'hello', token: 'stored', channels: [] }]);
    socket!.frame(makeWelcome({ user_id: 7 }));
    socket!.frame(balanceMessage(1, 250));
    const state = await until((s) => selectUser(s)?.balance === 250);
    expect(selectUser(state)?.total_balance).toBe(255);
  });

  it('opens no socket for a crawler', async () => {
    const { WebSocket, sockets } = fakeWebSockets();
    const { until } = boot({ 'GET /geo_ip': geoOk }, { WebSocket, isBot: true });
    await until(selectIsReady);
    expect(sockets).toEqual([]);
  });
});

/** A cookie jar in memory, for the cookies the app writes. */
function memoryCookies(initial: Partial<Record<CookieName, string>> = {}): CookieJar & {
  values: Partial<Record<CookieName, string | false>>;
} {
  const values: Partial<Record<CookieName, string | false>> = { ...initial };
  return {
    values,
    get: (name) => values[name] as never,
    set: (name, value) => void (values[name] = value),
    remove: (name) => void delete values[name],
  };
}

const UTM_SEARCH = '?utm_source=g&utm_medium=cpc&utm_campaign=spring&utm_term=slots&gclid=7';

/** A landing at `search` on casino.test. */
const landing = (search: string): Pick<AppDeps, 'location'> => ({
  location: {
    href: `https://casino.test/${search}`,
    hostname: 'casino.test',
    protocol: 'https:',
    port: '',
    search,
    assign: () => {},
    replace: () => {},
  },
});

describe('createAppActor: mirrors and growth', () => {
  afterEach(() => vi.useRealTimers());

  it('attributes a utm landing (without its SSO code): the advertiser cookie and, with a promo, the ad bonus cookies', async () => {
    const cookies = memoryCookies();
    const { runtime, seen } = boot(
      {
        'GET /geo_ip': geoOk,
        'POST /middleware/utm': () => json({ advId: 'adv-9', promo: { type: 'freespins', value: '50' } }),
      },
      { ...landing(`${UTM_SEARCH}&sso_code=one-time`), cookies },
    );
    await waitFor(await attributionOf(runtime), (s) => s.status === 'done');
    const call = seen.find((r) => r.url === 'https://api.casino.test/middleware/utm');
    expect(await call?.json()).toEqual({
      utm_source: 'g',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'slots',
      gclid: '7',
    });
    expect(cookies.values).toMatchObject({
      advId: 'adv-9',
      adBonusType: 'freespins',
      adBonusValue: '50',
      adBonusModal: false,
    });
  });

  it('makes no attribution call with three utm parameters or with the advertiser cookie set', async () => {
    for (const [search, initial] of [
      ['?utm_source=g&utm_medium=cpc&utm_campaign=spring', {}],
      [UTM_SEARCH, { advId: 'adv-1' }],
    ] as const) {
      const { runtime, seen } = boot(
        { 'GET /geo_ip': geoOk },
        { ...landing(search), cookies: memoryCookies(initial) },
      );
      await waitFor(await attributionOf(runtime), (s) => s.status === 'done');
      expect(seen.some((r) => r.url.endsWith('/middleware/utm'))).toBe(false);
    }
  });

  it("logs a failed attribution as 'middleware error' and writes no cookie", async () => {
    const logged: string[] = [];
    const cookies = memoryCookies();
    const { runtime } = boot(
      {
        'GET /geo_ip': geoOk,
        'GET /mirror': mirrorConfig({ sso: null }),
        'POST /middleware/utm': () => json({ message: 'down' }, 500),
      },
      { ...landing(UTM_SEARCH), cookies, log: (message) => logged.push(message) },
    );
    await waitFor(await attributionOf(runtime), (s) => s.status === 'done');
    expect(logged).toContain('middleware error');
    expect(logged.filter((m) => !m.startsWith('guest bonus'))).toEqual(['middleware error']);
    expect(Object.keys(cookies.values).filter((name) => name !== 'guestBonus')).toEqual([]);
  });

  it('reads the latest build from the site origin and loads the next navigation target in full when it is newer', async () => {
    const { runtime, seen, events } = boot(
      { 'GET /geo_ip': geoOk, 'GET /builds/latest.json': () => json({ id: 'build-2' }) },
      { buildId: 'build-1' },
    );
    expect(seen.some((r) => r.url.includes('latest.json'))).toBe(false);
    runtime.actor.send({ type: 'app.drawn' });
    await waitFor(runtime.actor, (s) => s.matches({ background: 'running' }));
    await waitFor(runtime.actor.getSnapshot().children.buildCheck!, (s) => s.matches('stale'));
    expect(new URL(seen.find((r) => r.url.includes('latest.json'))!.url).origin).toBe('https://casino.test');
    expect(events.filter((e) => e.startsWith('assign:'))).toEqual([]);
    runtime.actor.send({ type: 'route.changed', href: '/games?tab=new' });
    expect(events).toContain('assign:/games?tab=new');
  });

  it('probes the mirrors of a logged-in player within 55 s and reports host → ms', async () => {
    vi.useFakeTimers();
    const { runtime, seen, until } = boot(
      {
        'GET /geo_ip': geoOk,
        'GET /profile/user': () => json(makeProfile()),
        'GET /api/getMirrorsToCheck': () =>
          json({ data: { domains: [{ cleanUrl: 'mirror-b.test', pixel: 'https://mirror-b.test/p.png' }] } }),
        'POST /api/sendAntiBonusResult': () => json({}),
      },
      { tokenStore: memoryTokens('stored'), measurePixel: async () => 77 },
    );
    await until(selectIsAuthenticated);
    // the check starts once its code has loaded (it is not in a guest's first load)
    await waitFor(runtime.actor, (s) => s.children.domainProbe !== undefined);
    await vi.advanceTimersByTimeAsync(55_000);
    const report = seen.find((r) => r.url.endsWith('/api/sendAntiBonusResult'));
    expect(await report?.json()).toEqual({ results: { 'mirror-b.test': 77 } });
  });
});

describe('createAppActor: traffic source', () => {
  it('reports where a new player came from after registering, from the landing cookies', async () => {
    const cookies = memoryCookies({ stag: 'aff_1', advId: 'adv-9' });
    const { runtime, seen, until } = boot(
      {
        'GET /geo_ip': geoOk,
        'POST /api/v2/auth/register/email': () => json({ token: 'T1', sso: null }),
        'GET /profile/user': () => json(makeProfile()),
        'POST /api/attachSource': () => new Response(null, { status: 204 }),
      },
      { cookies },
    );
    await until(selectIsReady);
    sessionIntents(runtime.actor).registerByEmail({ email: 'new@b.test', password: 'secret12' });
    await until(selectIsAuthenticated);
    await vi.waitFor(() => expect(seen.some((r) => r.url.endsWith('/api/attachSource'))).toBe(true));
    const call = seen.find((r) => r.url.endsWith('/api/attachSource'))!;
    expect(call.headers.get('authorization')).toBe('Bearer T1');
    // registration may leave the page at once for the SSO establish link
    expect(call.keepalive).toBe(true);
    expect(await call.json()).toEqual({ stag: 'aff_1', advId: 'adv-9' });
  });
});

describe('createAppActor: SSO across mirrors', () => {
  const storage = (initial: Record<string, string> = {}) => {
    const items = new Map(Object.entries(initial));
    return {
      items,
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
  };

  it('sends a guest without a token to the SSO host: cookie, session id, ssoAvailabilityCreate, then away', async () => {
    const cookies = memoryCookies();
    const store = storage();
    const { seen, events } = boot(
      { 'GET /geo_ip': geoOk, 'GET /mirror': mirrorConfig(), 'PUT /api/v2/tracking/events': () => json({}) },
      { cookies, storage: store, newSessionId: () => 'visit-42' },
    );
    await vi.waitFor(() => expect(events.some((e) => e.startsWith('assign:'))).toBe(true));
    const away = new URL(events.find((e) => e.startsWith('assign:'))!.slice('assign:'.length));
    expect(`${away.origin}${away.pathname}`).toBe('https://sso.test/sso/authorize');
    expect(away.searchParams.get('url')).toBe('https://casino.test/games?login=1');
    // the state the code coming back is bound to, kept for the exchange
    expect(away.searchParams.get('state')).toBe(store.items.get('sso_state'));
    expect(cookies.values.ssoRedirected).toBe('1');
    expect(store.items.get('session_id')).toBe('visit-42');
    const track = seen.find((r) => r.url.endsWith('/api/v2/tracking/events'));
    expect(await track?.json()).toEqual({ name: 'ssoAvailabilityCreate', data: { session_id: 'visit-42' } });
  });

  it('on return exchanges the code, signs in, drops the code from the address and reports ssoAvailabilityFinish', async () => {
    const cookies = memoryCookies({ ssoRedirected: '1' });
    const store = storage({ session_id: 'visit-42', sso_state: 'state-1' });
    const tokens = memoryTokens(null);
    const { seen, events, until } = boot(
      {
        'GET /geo_ip': geoOk,
        'GET /mirror': mirrorConfig(),
        'POST /api/v2/auth/sso/exchange': () => json({ success: true, token: 'T-B', sso: null }),
        'GET /profile/user': (r) =>
          r.headers.get('authorization') === 'Bearer T-B' ? json(makeProfile()) : json({}, 401),
        'PUT /api/v2/tracking/events': () => json({}),
      },
      { ...landing('?sso_code=one-time'), cookies, storage: store, tokenStore: tokens },
    );
    await until((s) => selectIsAuthenticated(s) && selectIsReady(s));
    expect(tokens.value).toBe('T-B');
    expect(await seen.find((r) => r.url.endsWith('/sso/exchange'))?.json()).toEqual({
      code: 'one-time',
      state: 'state-1',
    });
    expect(events).toContain('dropQuery:sso_code');
    expect(cookies.values.ssoRedirected).toBeUndefined();
    await vi.waitFor(() => expect(store.items.has('session_id')).toBe(false));
    const track = seen.find((r) => r.url.endsWith('/api/v2/tracking/events'));
    expect(await track?.json()).toEqual({
      name: 'ssoAvailabilityFinish',
      data: { session_id: 'visit-42', mirror: 'casino.test' },
    });
    expect(events.some((e) => e.startsWith('assign:'))).toBe(false);
  });

  it("never exchanges a code this browser did not go for (a link with a stranger's code)", async () => {
    const cookies = memoryCookies({ ssoRedirected: '1' });
    const { seen, until } = boot(
      { 'GET /geo_ip': geoOk, 'GET /mirror': mirrorConfig(), 'PUT /api/v2/tracking/events': () => json({}) },
      { ...landing('?sso_code=strangers'), cookies, storage: storage({}) },
    );
    const state = await until(selectIsReady);
    expect(seen.some((r) => r.url.endsWith('/sso/exchange'))).toBe(false);
    expect(selectIsAuthenticated(state)).toBe(false);
  });

  it('with no_sso in the address shows the interface and does not leave', async () => {
    const { events, until } = boot(
      { 'GET /geo_ip': geoOk, 'GET /mirror': mirrorConfig() },
      landing('?no_sso=1'),
    );
    await until(selectIsReady);
    expect(events.some((e) => e.startsWith('assign:'))).toBe(false);
  });

  it('follows a retired mirror to its new link with the same path and query, without a history entry', async () => {
    const { events } = boot(
      {
        'GET /geo_ip': geoOk,
        'GET /mirror': mirrorConfig({
          redirect: { newLink: 'https://mirror-c.test', oldDomain: 'casino.test' },
        }),
      },
      { tokenStore: memoryTokens('stored') },
    );
    await vi.waitFor(() => expect(events).toContain('replace:https://mirror-c.test/games?login=1'));
  });
});

describe('createAppActor: landing calls wait for the SSO flow', () => {
  /** A landing from an ad and a partner click, with affiliate parameters. */
  const LANDING =
    '?utm_source=g&utm_medium=cpc&utm_campaign=spring&utm_term=slots&stag=aff_1' +
    '&subH=s1&uuid=6f1c1b2e-8a4b-4f6e-9c1d-2b3a4c5d6e7f&click_url=https%3A%2F%2Fads.test%2Fc%2F1';
  const LANDING_CALLS = [
    '/middleware/utm',
    '/middleware/registerPageOpenEvent',
    '/middleware/affiliate',
    '/middleware/mirrorRedirect',
  ];
  const landingRoutes: Record<string, Route> = {
    'GET /geo_ip': geoOk,
    'PUT /api/v2/tracking/events': () => json({}),
    'POST /api/v2/auth/sso/exchange': () => json({ success: true, token: 'T-B', sso: null }),
    'GET /profile/user': () => json(makeProfile()),
    'POST /middleware/utm': () => json({ advId: 'adv-9', promo: null }),
    'POST /middleware/registerPageOpenEvent': () => json({}),
    'POST /middleware/affiliate': () => json({ cookies: { stag: 'aff_1' } }),
    'POST /middleware/mirrorRedirect': () => json({ rule: null }),
    'POST /middleware/ip': () => json({ ip: '203.0.113.9', browser: 'Chrome 131' }),
  };
  /** How many times each landing call was made. */
  const landingCalls = (seen: Request[]) =>
    Object.fromEntries(
      LANDING_CALLS.map((path) => [path, seen.filter((r) => new URL(r.url).pathname === path).length]),
    );
  const noLandingCall = Object.fromEntries(LANDING_CALLS.map((path) => [path, 0]));
  const onceEach = Object.fromEntries(LANDING_CALLS.map((path) => [path, 1]));
  /** What the router reports for the first page, before the SSO flow has settled. */
  const firstPage = (runtime: AppRuntime, search: string) =>
    runtime.actor.send({
      type: 'navigation.started',
      path: '/',
      href: `/${search}`,
      middleware: DEFAULT_MIDDLEWARE,
    });
  const ticks = () => new Promise((resolve) => setTimeout(resolve, 20));
  /** A landing at `search` whose page loads of other addresses are recorded in `left`. */
  const leavingFrom = (search: string, left: string[]): Pick<AppDeps, 'location'> => ({
    location: {
      ...landing(search).location,
      assign: (url) => left.push(url),
      replace: (url) => left.push(url),
    },
  });

  it('makes no landing call on a load the SSO flow sends to the SSO host', async () => {
    const left: string[] = [];
    const { runtime, seen } = boot(
      { ...landingRoutes, 'GET /mirror': mirrorConfig() },
      { ...leavingFrom(LANDING, left), cookies: memoryCookies() },
    );
    firstPage(runtime, LANDING);
    await vi.waitFor(() => expect(left.some((url) => url.startsWith('https://sso.test/'))).toBe(true));
    await ticks();
    expect(landingCalls(seen)).toEqual(noLandingCall);
    expect(seen.some((r) => new URL(r.url).pathname.startsWith('/middleware/'))).toBe(false);
  });

  it.each([
    ['the return from the SSO host', `${LANDING}&sso_code=one-time`, { ssoRedirected: '1' }],
    ['no_sso', `${LANDING}&no_sso=1`, {}],
  ] as const)(
    'on %s makes each landing call once, after the SSO flow settled',
    async (_, search, initial) => {
      let answerMirror = () => {};
      const mirrorAnswered = new Promise<void>((resolve) => (answerMirror = resolve));
      const left: string[] = [];
      const { runtime, seen } = boot(
        { ...landingRoutes, 'GET /mirror': (r) => mirrorAnswered.then(() => mirrorConfig()(r)) },
        { ...leavingFrom(search, left), cookies: memoryCookies(initial) },
      );
      firstPage(runtime, search);
      await ticks();
      expect(landingCalls(seen)).toEqual(noLandingCall);
      answerMirror();
      await vi.waitFor(() => expect(landingCalls(seen)).toEqual(onceEach));
      await waitFor(await attributionOf(runtime), (s) => s.status === 'done');
      await ticks();
      expect(landingCalls(seen)).toEqual(onceEach);
      expect(left).toEqual([]);
    },
  );

  it('without an SSO detour (a stored token) makes each landing call once', async () => {
    const { runtime, seen } = boot(
      { ...landingRoutes, 'GET /mirror': mirrorConfig() },
      { ...landing(LANDING), cookies: memoryCookies(), tokenStore: memoryTokens('stored') },
    );
    firstPage(runtime, LANDING);
    await vi.waitFor(() => expect(landingCalls(seen)).toEqual(onceEach));
    await ticks();
    expect(landingCalls(seen)).toEqual(onceEach);
  });
});

describe('createAppActor: navigation rules', () => {
  it('rules /a → /b and /b → /a end after one redirect inside the site', async () => {
    const navigations: string[] = [];
    const late: { runtime?: AppRuntime } = {};
    const go = (path: string) =>
      late.runtime?.actor.send({
        type: 'navigation.started',
        path,
        href: path,
        middleware: DEFAULT_MIDDLEWARE,
      });
    const rules: Record<string, string> = { '/a': '/b', '/b': '/a' };
    const { runtime, seen } = boot(
      {
        'GET /geo_ip': geoOk,
        'GET /mirror': mirrorConfig({ sso: null }),
        'POST /middleware/ip': () => json({ ip: '203.0.113.9', browser: 'Chrome 131' }),
        'POST /middleware/mirrorRedirect': async (r) => {
          const { path } = (await r.json()) as { path: string };
          return json({ rule: { kind: 'internal', target: rules[path] } });
        },
      },
      {
        ...landing(''),
        cookies: memoryCookies(),
        // the router: each redirect is a navigation of its own (capped, so a loop ends the test)
        navigate: (href) => {
          navigations.push(href);
          if (navigations.length < 10) go(href);
        },
      },
    );
    late.runtime = runtime;
    go('/a');
    await vi.waitFor(() => expect(navigations).toEqual(['/b']));
    const app = await waitFor(runtime.actor, (s) => s.children.navigation !== undefined);
    await waitFor(app.children.navigation!, (s) => s.matches('idle'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigations).toEqual(['/b']);
    expect(seen.filter((r) => r.url.endsWith('/middleware/mirrorRedirect'))).toHaveLength(2);
  });
});

describe('createAppActor: promo and guest bonus', () => {
  const promoData = {
    code: 'SPRING',
    kind: 'registration',
    name: 'bonus.promo',
    public_title: 'Spring',
    expires_at: null,
  };

  it('keeps a live promo from the address in its cookie once the SSO flow has settled', async () => {
    const cookies = memoryCookies();
    const { runtime, seen, events } = boot(
      { 'GET /geo_ip': geoOk, 'GET /api/v2/promo-codes/SPRING': () => json({ data: promoData }) },
      { ...landing('?promo=SPRING'), cookies },
    );
    const app = await waitFor(runtime.actor, (s) => s.children.promo?.getSnapshot().status === 'done');
    expect(app.children.promo?.getSnapshot().value).toBe('valid');
    expect(cookies.values.promo).toBe('SPRING');
    expect(seen.filter((r) => r.url.includes('/promo-codes/'))).toHaveLength(1);
    expect(events).not.toContain('dropQuery:promo');
  });

  it('clears the promo cookie and the promo parameter when the promo data cannot be fetched (SPEC §4 Promo)', async () => {
    const cookies = memoryCookies({ promo: 'OLD' });
    const { runtime, events } = boot({ 'GET /geo_ip': geoOk }, { ...landing('?promo=DEAD'), cookies });
    await waitFor(runtime.actor, (s) => s.children.promo?.getSnapshot().status === 'done');
    expect(cookies.values.promo).toBeUndefined();
    expect(events).toContain('dropQuery:promo');
  });

  it('counts the guest bonus periods down for a guest, from a first-visit cookie it writes, and stops on login', async () => {
    const cookies = memoryCookies();
    const { runtime } = boot(
      {
        'GET /geo_ip': geoOk,
        'GET /bonus-system/bonus-activation/waiting-reg-and-dep': () =>
          json({ data: { name: 'bonus.reg_and_dep', expires_in: 259_200 } }),
        'POST /api/v2/auth/login/email/password': () => json({ success: true, token: 'T1', sso: null }),
        'GET /profile/user': () => json(makeProfile()),
      },
      { ...landing(''), cookies, now: () => 1_000_000 },
    );
    const guestBonus = runtime.actor.getSnapshot().children.guestBonus!;
    await waitFor(guestBonus, (s) => s.context.regAndDep !== null);
    expect(JSON.parse(String(cookies.values.guestBonus ?? '{}'))).toEqual({
      regAndDep: 1_000_000,
      welcomePack: 1_000_000,
    });
    expect(guestBonus.getSnapshot().matches('guest')).toBe(true);
    sessionIntents(runtime.actor).loginByEmailPassword('a@b.test', 'secret1');
    await waitFor(guestBonus, (s) => !s.matches('guest'));
  });
});
