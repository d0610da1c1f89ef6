import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { hostnameOf } from '../http/hosts';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_PATH = '/auth/refresh-token';

/** Browsers treat https and the loopback names as secure contexts, where a Secure cookie can be set. */
function isSecureContext(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const host = hostnameOf(request.headers.host);
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/** The config the cookie's attributes depend on. */
type CookieConfig = Pick<Config, 'refreshTokenTtl' | 'env'>;

/**
 * The refresh cookie's attributes, decided in this one place: HttpOnly and sent only to the refresh endpoint.
 * In a secure context it is `Secure; SameSite=None; Partitioned`: `localhost` and `api.localhost` are different
 * sites, and Chromium (Playwright contexts, incognito) blocks third-party cookies but keeps partitioned ones.
 * Plain http on other names cannot carry Secure, so there it is `SameSite=Lax`, which reaches the api. host
 * as long as it shares the site's registrable domain (docs/decisions.md). Production is always a secure context:
 * a proxy that does not say https must not turn the credential into one a plain-http request carries.
 */
export function refreshCookieOptions(request: FastifyRequest, config: CookieConfig): CookieSerializeOptions {
  const base = { httpOnly: true, path: REFRESH_PATH, maxAge: config.refreshTokenTtl };
  return config.env === 'production' || isSecureContext(request)
    ? { ...base, secure: true, sameSite: 'none', partitioned: true }
    : { ...base, secure: false, sameSite: 'lax' };
}

/** Sets the refresh cookie on the answer, which no cache may keep: it carries a session. */
export function setRefreshCookie(reply: FastifyReply, token: string, config: CookieConfig) {
  reply.header('cache-control', 'no-store');
  reply.setCookie(REFRESH_COOKIE, token, refreshCookieOptions(reply.request, config));
}

/** Clears the refresh cookie (same attributes, expired), on an answer no cache may keep. */
export function clearRefreshCookie(reply: FastifyReply, config: CookieConfig) {
  const { maxAge: _maxAge, ...options } = refreshCookieOptions(reply.request, config);
  reply.header('cache-control', 'no-store');
  reply.clearCookie(REFRESH_COOKIE, options);
}
