import { fromPromise } from 'xstate';
import { ssoRedirectUrl } from '../../machines/shared/sso';
import { ssoMachine } from '../../machines/sso/sso.machine';
import type { SsoInput } from '../../machines/sso/sso.types';
import type { AuthApi } from '../api/auth';
import type { MirrorsApi } from '../api/mirrors';
import { COOKIE_NAMES } from '../contract/constants';
import { NO_SSO_PARAM, SSO_CODE_PARAM, SSO_STATE_PARAM } from '../contract/sso-query';
import type { CookieJar } from './cookies';
import { randomId } from './random-id';

/** SPEC §3 Session: the per-session value `session_id`, kept locally. */
export const SESSION_ID_KEY = 'session_id';
/** The state an authorize code is bound to: only the browser that went to the SSO host can exchange its code. */
const SSO_STATE_KEY = 'sso_state';

export interface SsoFlowDeps {
  location: {
    href: string;
    hostname: string;
    search: string;
    assign(url: string): void;
    replace(url: string): void;
  };
  isBot: boolean;
  isDevelopment: boolean;
  hasToken: boolean;
  cookies: CookieJar;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  newSessionId: () => string;
  auth: Pick<AuthApi, 'exchangeSsoCode'>;
  mirrors: Pick<MirrorsApi, 'mirror' | 'trackEvent'>;
  dropQuery(keys: readonly string[]): void;
  log(message: string, error: unknown): void;
}

/** What the SSO flow reads at boot: the address, the ssoRedirected cookie and the stored session id. */
export function ssoBootInput(deps: SsoFlowDeps): SsoInput {
  const query = new URLSearchParams(deps.location.search);
  return {
    isBot: deps.isBot,
    isDevelopment: deps.isDevelopment,
    hasToken: deps.hasToken,
    noSso: query.has(NO_SSO_PARAM),
    returnedFromSso: deps.cookies.get(COOKIE_NAMES.ssoRedirected) !== undefined,
    ssoCode: query.get(SSO_CODE_PARAM) || null,
    storedSessionId: deps.storage.getItem(SESSION_ID_KEY),
    newSessionId: deps.newSessionId(),
    mirrorHost: deps.location.hostname,
  };
}

/**
 * The same path, query and fragment on a retired mirror's new domain, never another host (a path starting with
 * `//` must not become one) and without a one-time SSO code, which is bound to the old domain.
 */
export function retiredMirrorTarget(currentHref: string, newLink: string): string {
  const current = new URL(currentHref);
  const target = new URL(newLink);
  target.pathname = current.pathname;
  target.search = current.search;
  // only then: rewriting the query would turn a bare `?no_sso` into `?no_sso=`
  if (target.searchParams.has(SSO_CODE_PARAM)) target.searchParams.delete(SSO_CODE_PARAM);
  target.hash = current.hash;
  return target.toString();
}

/** The `sso` machine with the browser's calls, cookie, storage and address. */
export function provideSsoFlow(deps: SsoFlowDeps) {
  return ssoMachine.provide({
    actors: {
      loadMirror: fromPromise(async () => {
        const { redirect, sso } = await deps.mirrors.mirror();
        return { redirect, sso };
      }),
      exchangeCode: fromPromise(async ({ input }) => {
        const state = deps.storage.getItem(SSO_STATE_KEY);
        deps.storage.removeItem(SSO_STATE_KEY);
        // a code in a link this browser did not go for (login CSRF) is never exchanged
        if (!state) throw new Error('an SSO code arrived without a round trip from this browser');
        return { token: (await deps.auth.exchangeSsoCode(input.code, state)).token };
      }),
      track: fromPromise(({ input }) =>
        deps.mirrors.trackEvent({
          name: input.name,
          data: { session_id: input.sessionId, ...(input.mirror ? { mirror: input.mirror } : {}) },
        }),
      ),
    },
    actions: {
      followRetiredMirror: (_, { newLink }) =>
        deps.location.replace(retiredMirrorTarget(deps.location.href, newLink)),
      markRedirected: () => deps.cookies.set(COOKIE_NAMES.ssoRedirected, '1'),
      clearRedirected: () => deps.cookies.remove(COOKIE_NAMES.ssoRedirected),
      storeSessionId: (_, { sessionId }) => deps.storage.setItem(SESSION_ID_KEY, sessionId),
      forgetSessionId: () => deps.storage.removeItem(SESSION_ID_KEY),
      goToSso: (_, { link }) => {
        const state = randomId();
        deps.storage.setItem(SSO_STATE_KEY, state);
        const target = new URL(ssoRedirectUrl(link, deps.location.href));
        target.searchParams.set(SSO_STATE_PARAM, state);
        deps.location.assign(target.toString());
      },
      removeSsoCode: () => {
        if (new URLSearchParams(deps.location.search).has(SSO_CODE_PARAM)) deps.dropQuery([SSO_CODE_PARAM]);
      },
      logFailure: (_, { what, error }) => deps.log(`${what} failed`, error),
    },
  });
}
