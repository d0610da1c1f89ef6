import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export const SSO_COOKIE = 'sso_session';
const SSO_PATH = '/sso';

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
