import type { Config } from '../config';
import type { Db } from '../db/client';
import { isKnownHost } from './known-hosts';

/** Another mirror as a browser reaches it: the host given, at the scheme and port of `SITE_URL`. */
export function mirrorOrigin(config: Pick<Config, 'siteUrl'>, host: string): string {
  const site = new URL(config.siteUrl);
  return `${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`;
}

/**
 * The site origin a link for a player points at: the player's own mirror (the site host behind the API host the
 * request came to) when it is registered and not retired, at the scheme and port of `SITE_URL`, every mirror
 * being served by the same deployment; any other host gets `SITE_URL` itself. A request's `Host` or
 * `X-Forwarded-Host` can only choose among our own domains: a link in a mail to a victim never leads to a host
 * the sender named.
 */
export async function playerSiteOrigin(
  db: Db,
  config: Pick<Config, 'siteUrl' | 'siteHosts' | 'mirrorHosts'>,
  mirrorHost: string | null,
): Promise<string> {
  if (!mirrorHost || !(await isKnownHost(db, config, mirrorHost))) return new URL(config.siteUrl).origin;
  return mirrorOrigin(config, mirrorHost);
}

/** The API origin of a site origin: `https://casino.com` → `https://api.casino.com` (DESIGN.md §1). */
export function apiOriginOf(siteOrigin: string): string {
  const url = new URL(siteOrigin);
  return `${url.protocol}//api.${url.hostname.replace(/^www\./, '')}${url.port ? `:${url.port}` : ''}`;
}
