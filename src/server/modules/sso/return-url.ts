import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mirrorHostOf } from '../../http/hosts';
import { isKnownHost } from '../../http/known-hosts';

/** Longest return address accepted. */
export const MAX_RETURN_URL = 2048;

/** A return address the central domain may redirect to, and the mirror it belongs to. */
export type ReturnTarget = { url: URL; mirrorHost: string };

/**
 * Parses `url`: http(s), no credentials, on a known host; null otherwise, so nothing becomes an open redirect. When
 * the central domain is https, so must the return be: a code must never travel over plain http.
 */
export async function parseReturnUrl(
  db: Db,
  config: Pick<Config, 'siteHosts' | 'mirrorHosts' | 'ssoUrl'>,
  raw: string,
): Promise<ReturnTarget | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const secureOnly = config.ssoUrl?.startsWith('https:') === true;
  if (url.protocol !== 'https:' && (secureOnly || url.protocol !== 'http:')) return null;
  if (url.username || url.password) return null;
  const mirrorHost = mirrorHostOf(url.hostname);
  return (await isKnownHost(db, config, mirrorHost)) ? { url, mirrorHost } : null;
}
