import { createAppActor, type AppDeps, type AppRuntime } from '../../src/app';

/**
 * A real app runtime for view tests: every machine and the ky client run for real; only `fetch` is faked (by
 * default: geo answers as the test chooses, the mirror has no SSO, everything else 404) and no token is stored (a
 * guest).
 */
export function testRuntime(
  options: {
    geoStatus?: 200 | 451;
    fetch?: typeof fetch;
    inspect?: AppDeps['inspect'];
    WebSocket?: AppDeps['WebSocket'];
  } = {},
): AppRuntime {
  const geoStatus = options.geoStatus ?? 200;
  const fakeFetch: typeof fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/geo_ip') {
      return new Response(
        JSON.stringify({ data: { ip: '10.0.0.1', country_code: geoStatus === 451 ? 'US' : 'RU' } }),
        {
          status: geoStatus,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    if (url.pathname === '/mirror') {
      // a mirror without SSO: the SSO flow settles at once
      return new Response(
        JSON.stringify({
          redirect: null,
          sso: null,
          meta: null,
          settings: { revshare_service_frontend_url: null, telegram_channel_url: null },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }
    return new Response(JSON.stringify({ message: 'Not found.', code: 'not_found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  let token: string | null = null;
  return createAppActor({
    location: {
      href: 'http://casino.test/',
      hostname: 'casino.test',
      protocol: 'http:',
      port: '',
      search: '',
      assign: () => {},
      replace: () => {},
    },
    isProduction: false,
    isDevelopment: true,
    apiUrl: 'http://api.casino.test',
    isBot: false,
    locale: 'en',
    clearAuthQuery: () => {},
    dropQuery: () => {},
    navigate: () => {},
    tokenStore: { get: () => token, set: (t) => void (token = t), clear: () => void (token = null) },
    fetch: options.fetch ?? fakeFetch,
    ...(options.inspect ? { inspect: options.inspect } : {}),
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
  });
}
