import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export const SSO_COOKIE = 'sso_session';
/** The state a browser holds while the mirror mints its establish code (central-routes.ts). */
export const STATE_COOKIE = 'sso_state';
const SSO_PATH = '/sso';
/** Seconds the state cookie lives: the mirror's round trip takes a moment; its code lives 60 s. */
const STATE_MAX_AGE = 120;

/**
 * The central session cookie: HttpOnly, only for the `/sso` routes of the SSO host, `SameSite=Lax` so the top-level
 * navigation from a mirror carries it (nothing else needs it), Secure when the central domain is https.
 */
export function ssoCookieOptions(
  request: FastifyRequest,
  config: Pick<Config, 'refreshTokenTtl' | 'ssoUrl'>,
): CookieSerializeOptions {
  const https = request.protocol === 'https' || config.ssoUrl?.startsWith('https:') === true;
  return {
    httpOnly: true,
    path: SSO_PATH,
    sameSite: 'lax',
    secure: https,
    maxAge: config.refreshTokenTtl,
  };
}

/** Sets the central session cookie. */
export function setSsoCookie(
  reply: FastifyReply,
  token: string,
  config: Pick<Config, 'refreshTokenTtl' | 'ssoUrl'>,
) {
  reply.setCookie(SSO_COOKIE, token, ssoCookieOptions(reply.request, config));
}

/** Clears the central session cookie (same attributes, expired). */
export function clearSsoCookie(reply: FastifyReply, config: Pick<Config, 'refreshTokenTtl' | 'ssoUrl'>) {
  const { maxAge: _maxAge, ...options } = ssoCookieOptions(reply.request, config);
  reply.clearCookie(SSO_COOKIE, options);
}

/** Sets the state cookie of an establish round trip (same attributes as the session cookie, two minutes). */
export function setStateCookie(
  reply: FastifyReply,
  state: string,
  config: Pick<Config, 'refreshTokenTtl' | 'ssoUrl'>,
) {
  reply.setCookie(STATE_COOKIE, state, { ...ssoCookieOptions(reply.request, config), maxAge: STATE_MAX_AGE });
}

/** Clears the state cookie: a state serves one code. */
export function clearStateCookie(reply: FastifyReply, config: Pick<Config, 'refreshTokenTtl' | 'ssoUrl'>) {
  const { maxAge: _maxAge, ...options } = ssoCookieOptions(reply.request, config);
  reply.clearCookie(STATE_COOKIE, options);
}
