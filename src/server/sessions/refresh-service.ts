import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { randomToken, sha256 } from '../security/digest';
import { endSsoSessionOfFamily } from './central-sessions';
import { unauthenticated } from '../http/refusals';
import {
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
  spendRefreshToken,
  type RefreshRow,
} from './refresh-repository';

/** A spent credential presented again within this time gets a sibling (two tabs refreshing at once). */
export const REUSE_GRACE_MS = 10_000;

/** A minted refresh credential: the raw token goes to the cookie, only its hash is stored. */
export type Minted = { token: string; familyId: string; userId: number };

/** Refresh credentials with rotation, a short reuse grace and family revocation on replay. */
export type RefreshService = ReturnType<typeof createRefreshService>;

/**
 * Builds the refresh-credential service for one app. `onEnded` hears the sessions (families) a revocation ended,
 * once it committed: every process must stop serving them at once (the realtime hub's sockets among them).
 */
export function createRefreshService(options: {
  db: Db;
  ttlSeconds: number;
  now: () => Date;
  onEnded?: (familyIds: string[]) => void;
}) {
  const { db, ttlSeconds, now, onEnded = () => undefined } = options;

  async function mint(executor: Db, userId: number, familyId: string = randomUUID()): Promise<Minted> {
    const token = randomToken(32);
    await insertRefreshToken(executor, {
      id: randomUUID(),
      familyId,
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(now().getTime() + ttlSeconds * 1000),
    });
    return { token, familyId, userId };
  }

  async function rotate(presented: string): Promise<Minted> {
    const at = now();
    const outcome = await db.transaction(async (tx): Promise<Minted | { reuse: string } | null> => {
      let row: RefreshRow | undefined = await findRefreshToken(tx, sha256(presented));
      if (!row || row.revokedAt || row.expiresAt <= at) return null;
      if (!row.spentAt) {
        if (await spendRefreshToken(tx, row.id, at)) return mint(tx, row.userId, row.familyId);
        row = await findRefreshToken(tx, row.tokenHash);
        if (!row?.spentAt || row.revokedAt) return null;
      }
      if (at.getTime() - row.spentAt.getTime() <= REUSE_GRACE_MS) return mint(tx, row.userId, row.familyId);
      return { reuse: row.familyId };
    });
    if (outcome === null) throw unauthenticated('refresh_failed');
    if ('reuse' in outcome) {
      // outside the transaction: the revocation must stick although the request fails
      await revokeFamily(db, outcome.reuse, at);
      onEnded([outcome.reuse]);
      throw unauthenticated('refresh_failed');
    }
    return outcome;
  }

  /** The user and family of a presented credential that a refresh would accept, without spending it. */
  async function holder(presented: string): Promise<Omit<Minted, 'token'> | null> {
    if (presented.length > 128) return null;
    const at = now();
    const row = await findRefreshToken(db, sha256(presented));
    if (!row || row.revokedAt || row.expiresAt <= at) return null;
    if (row.spentAt && at.getTime() - row.spentAt.getTime() > REUSE_GRACE_MS) return null;
    return { userId: row.userId, familyId: row.familyId };
  }

  return {
    /** Starts a new family (a login) or adds a credential to one. */
    mint,
    holder,
    /** Spends a presented credential and returns its successor; 401 refresh_failed otherwise. */
    rotate,
    /**
     * Ends one family (logout) and, when it is linked to a central SSO session, that session and every mirror
     * session linked to it, so a logout on one mirror signs the player out of all of them.
     */
    async revoke(familyId: string): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        const at = now();
        const linked = await endSsoSessionOfFamily(tx, familyId, at);
        await revokeFamily(tx, familyId, at);
        return [familyId, ...linked];
      });
      onEnded(ended);
    },
    /** Sessions ended by the caller's own committed transaction (a password change signs out other devices). */
    ended: (familyIds: string[]) => onEnded(familyIds),
  };
}
