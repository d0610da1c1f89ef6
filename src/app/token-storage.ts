import { browserCookies, type CookieJar } from './cookies';

/** Where the access token lives between visits. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The `token` cookie of SPEC §9: 30 days, SameSite=Lax, whole site (see `COOKIE_LIFETIMES`). */
export function cookieTokenStore(jar: CookieJar = browserCookies): TokenStore {
  return {
    get: () => jar.get('token') ?? null,
    set: (token) => jar.set('token', token),
    clear: () => jar.remove('token'),
  };
}
