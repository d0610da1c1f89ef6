import Cookies from 'js-cookie';
import { COOKIE_MAX_AGE, COOKIE_NAMES, DAY_SECONDS } from '../contract/constants';

/** Where the access token lives between visits. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The `token` cookie of SPEC §9: 30 days, SameSite=Lax, whole site. */
export function cookieTokenStore(): TokenStore {
  const attributes = (): Cookies.CookieAttributes => ({
    path: '/',
    sameSite: 'Lax',
    secure: globalThis.location?.protocol === 'https:',
  });
  return {
    get: () => Cookies.get(COOKIE_NAMES.token) ?? null,
    set: (token) =>
      Cookies.set(COOKIE_NAMES.token, token, {
        ...attributes(),
        expires: COOKIE_MAX_AGE.token / DAY_SECONDS,
      }),
    clear: () => Cookies.remove(COOKIE_NAMES.token, attributes()),
  };
}
