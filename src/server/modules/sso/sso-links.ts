import type { Config } from '../../config';
import { mirrorHostOf } from '../../http/hosts';

/** An SSO code lives 60 s and works once (issue 5). */
export const SSO_CODE_TTL_MS = 60_000;

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

/**
 * The `sso` value of a login answer: the central domain's establish address. It carries no code: the central
 * domain asks the mirror's API host for one with the browser's own refresh cookie (central-routes.ts).
 */
export function ssoEstablishLink(config: Pick<Config, 'ssoUrl'>): string | null {
  const origin = ssoOrigin(config);
  return origin ? `${origin}/sso/establish` : null;
}

/** The path on a mirror's API host that turns its refresh cookie into an establish code (under the cookie's path). */
export const ESTABLISH_CODE_PATH = '/auth/refresh-token/sso';

/** The API origin of the mirror a page address is on: `https://www.mirror.com/x` → `https://api.mirror.com`. */
export function mirrorApiOrigin(pageUrl: URL): string {
  const port = pageUrl.port ? `:${pageUrl.port}` : '';
  return `${pageUrl.protocol}//api.${mirrorHostOf(pageUrl.hostname)}${port}`;
}
