import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mirrors } from '../db/schema';

/** The status of a host in the mirrors table (`active` or `retired`), or undefined when it is not there. */
export async function mirrorStatus(db: Db, host: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: mirrors.status })
    .from(mirrors)
    .where(eq(mirrors.host, host))
    .limit(1);
  return row?.status;
}

/**
 * Whether a host is one of the site's own or a mirror (configuration or the mirrors table) and not retired: the
 * only hosts a link for a player may point at (a reset link, an SSO return, a payer page). A retired domain may
 * lapse and be registered by someone else, so it never receives a link or a code.
 */
export async function isKnownHost(
  db: Db,
  config: Pick<Config, 'siteHosts' | 'mirrorHosts'>,
  host: string,
): Promise<boolean> {
  const status = await mirrorStatus(db, host);
  if (status === 'retired') return false;
  return status === 'active' || config.siteHosts.includes(host) || config.mirrorHosts.includes(host);
}
