import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import {
  mirrorsWithHealth,
  registerHosts,
  updateMirror,
  type MirrorHealth,
  type MirrorRow,
} from './repository';

/** How far back `mirror list` summarises the probe reports. */
export const HEALTH_WINDOW_MS = 24 * 3_600_000;

function notRegistered(host: string): HttpError {
  return new HttpError(404, 'not_found', `Mirror ${host} is not registered.`);
}

/**
 * What an operator does with the mirror registry: see each domain with its probe reports, retire a blocked
 * domain (its visitors are sent to `newLink`), bring one back, set its search-engine verification meta.
 * The hosts are SITE_HOSTS and MIRROR_HOSTS: the server registers them at start, and so does each command here,
 * so a host just added to the configuration can be managed before the server restarts.
 */
export function createMirrorOperator(deps: { db: Db; now: () => Date; configuredHosts: readonly string[] }) {
  const { db, now, configuredHosts } = deps;

  async function change(host: string, patch: Parameters<typeof updateMirror>[2]): Promise<MirrorRow> {
    await registerHosts(db, configuredHosts);
    const row = await updateMirror(db, host, patch);
    if (!row) throw notRegistered(host);
    return row;
  }

  return {
    list: async (): Promise<MirrorHealth[]> => {
      await registerHosts(db, configuredHosts);
      return mirrorsWithHealth(db, new Date(now().getTime() - HEALTH_WINDOW_MS));
    },
    retire: async (host: string, newLink: string) => {
      // a link back to the same domain would send its visitors round in circles
      if (new URL(newLink).hostname.replace(/^www\./, '') === host)
        throw new HttpError(422, 'validation_failed', `The new link of ${host} must lead to another domain.`);
      return change(host, { status: 'retired', newLink, retiredAt: now() });
    },
    activate: (host: string) => change(host, { status: 'active', newLink: null, retiredAt: null }),
    /** An empty value removes the meta. */
    setMeta: (host: string, value: string) => change(host, { verificationMeta: value.trim() || null }),
  };
}

export type MirrorOperator = ReturnType<typeof createMirrorOperator>;
