import ky, { type KyInstance } from 'ky';
import type { Region } from '../contract/constants';
import { acceptLanguage } from './base';

/** What the HTTP client reads at request time; the composition root wires these to cookies and the app actor. */
export interface ApiClientOptions {
  baseUrl: string;
  getToken(): string | null;
  getRegion(): Region | null;
  getLocale(): string;
  /** Resolves a new access token after a 401, or rejects with Error('Cant refresh token'). */
  refresh(): Promise<string>;
  /** For tests. */
  fetch?: typeof fetch;
}

/** The two clients: `api` for every call, `refreshApi` for POST /auth/refresh-token only. */
export interface ApiClients {
  api: KyInstance;
  refreshApi: KyInstance;
}

/** Context flag that marks the refresh call, so its own 401 is never retried through a refresh. */
const REFRESH_CALL = 'isRefreshCall';

/** The ky 2 client of SPEC §7 "General": bearer, Region and Accept-Language headers, one retry after a 401. */
export function createApiClients(options: ApiClientOptions): ApiClients {
  const api = ky.create({
    // `prefix` (not `baseUrl`) because SPEC paths mix `/profile/user` and `auth/logout`, and both hang off the base.
    prefix: options.baseUrl,
    // The refresh credential is an HttpOnly cookie on the API host: login sets it, refresh reads it, logout clears it.
    credentials: 'include',
    retry: { limit: 1, statusCodes: [] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      // beforeRequest runs once per call, never for retries: a retry carries the token the refresh gave it.
      beforeRequest: [
        ({ request }) => {
          // Only calls that change something carry the CSRF header: a guest's reads then stay simple
          // cross-origin requests, without a preflight each on the page's first load.
          if (request.method !== 'GET' && request.method !== 'HEAD')
            request.headers.set('X-Requested-With', 'fetch');
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const region = options.getRegion();
          if (region) request.headers.set('Region', region);
          request.headers.set('Accept-Language', acceptLanguage(options.getLocale()));
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount, options: requestOptions }) => {
          if (response.status !== 401 || retryCount > 0 || requestOptions.context[REFRESH_CALL]) return;
          // A request without a token (a guest's login with a wrong password) has no session to refresh.
          const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
          if (!sent) return;
          // Browsers send a few requests per host at once, so 401s can arrive after a refresh has settled: a
          // 401 for a token already replaced replays with the current one, and after a failed refresh (no
          // token any more) it fails as it is, instead of starting another refresh.
          const current = options.getToken();
          if (current === null) return;
          const token = current !== sent ? current : await options.refresh();
          const headers = new Headers(request.headers);
          headers.set('Authorization', `Bearer ${token}`);
          return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED', delay: 0 });
        },
      ],
    },
  });
  const refreshApi = api.extend({ context: { [REFRESH_CALL]: true } });
  return { api, refreshApi };
}
