import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { hostnameOf, siteHostOf } from '../../http/hosts';

/** An SSO code lives 60 s and works once (issue 5). */
export const SSO_CODE_TTL_MS = 60_000;

/** The query parameter that carries an authorize code back to the mirror. */
export const SSO_CODE_PARAM = 'sso_code';

/** The central domain's origin (only the origin of `SSO_URL` counts); null when SSO is not configured. */
export function ssoOrigin(config: Pick<Config, 'ssoUrl'>): string | null {
  return config.ssoUrl ? new URL(config.ssoUrl).origin : null;
}

/** The host name of the central domain, or null without SSO. */
export function ssoHostname(config: Pick<Config, 'ssoUrl'>): string | null {
  return config.ssoUrl ? new URL(config.ssoUrl).hostname.toLowerCase() : null;
}

/** The address a mirror without a token sends the browser to (`GET /mirror` answers it as `sso`). */
export function ssoAuthorizeLink(config: Pick<Config, 'ssoUrl'>): string | null {
  const origin = ssoOrigin(config);
  return origin ? `${origin}/sso/authorize` : null;
}

/** The `sso` value of a login answer: the central domain's establish address with a one-time code. */
export function ssoEstablishLink(config: Pick<Config, 'ssoUrl'>, code: string): string | null {
  const origin = ssoOrigin(config);
  return origin ? `${origin}/sso/establish?code=${encodeURIComponent(code)}` : null;
}

/** The mirror a host name belongs to: lower case, without a leading `www.` (the API rule drops it too). */
export function mirrorHostOf(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/** The mirror an API request came through: `api.mirror-a.test:8080` → `mirror-a.test`. */
export function requestMirrorHost(request: FastifyRequest): string {
  return mirrorHostOf(siteHostOf(hostnameOf(request.headers.host)));
}
