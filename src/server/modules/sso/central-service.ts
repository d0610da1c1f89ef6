import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../security/digest';
import { isFamilyLive } from '../../sessions/refresh-repository';
import { issueSsoCode } from './sso-codes';
import {
  findLiveSsoSession,
  insertSsoSession,
  linkFamily,
  lockLiveSsoSession,
  spendSsoCode,
} from './sso-repository';

/** What the central domain's routes work with. */
export type CentralDeps = { db: Db; config: Config; now: () => Date };

/** Longest cookie or code value looked up; anything longer is not ours. */
const MAX_SECRET = 128;

/** The outcome of a valid establish code: the cookie token of a new central session, or null to keep the cookie. */
export type Established = { cookie: string | null };

/** What `/sso/establish` is given: the code, the mirror of the return address, and what the browser presented. */
export type EstablishRequest = {
  code: string;
  mirrorHost: string;
  /** The state cookie this domain gave the browser when it sent it for the code. */
  state: string | undefined;
  presentedCookie: string | undefined;
};

/**
 * Spends an establish code for the mirror of the return address and links the code's mirror session to a central
 * session. The code is bound to the state this browser holds, so a code never works in a browser that did not ask
 * for it: a link with a stranger's code cannot sign anybody in (login CSRF). The presented central session is
 * joined when it is the same user's; a player who signed in as someone else on a mirror gets a new one. Null when
 * the code is not a live establish code for this mirror and state, or its mirror session has ended.
 */
export async function establish(deps: CentralDeps, request: EstablishRequest): Promise<Established | null> {
  const { code, mirrorHost, state } = request;
  if (!state || code.length > MAX_SECRET || state.length > MAX_SECRET) return null;
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const spent = await spendSsoCode(
      tx,
      { codeHash: sha256(code), purpose: 'establish', mirrorHost, stateHash: sha256(state) },
      at,
    );
    const familyId = spent?.familyId;
    if (!spent || !familyId || !(await isFamilyLive(tx, familyId))) return null;
    const link = (ssoSessionId: string) => linkFamily(tx, { familyId, ssoSessionId, mirrorHost });

    const current = await presentedSession(tx, request.presentedCookie, at);
    const joined = current && (await lockLiveSsoSession(tx, current.id, at));
    if (joined && joined.userId === spent.userId) {
      await link(joined.id);
      return { cookie: null };
    }
    const token = randomToken(32);
    const id = randomUUID();
    await insertSsoSession(tx, {
      id,
      userId: spent.userId,
      tokenHash: sha256(token),
      expiresAt: new Date(at.getTime() + deps.config.refreshTokenTtl * 1000),
    });
    await link(id);
    return { cookie: token };
  });
}

/**
 * An authorize code for the mirror of the return address, carrying the presented central session and bound to the
 * state the mirror's page keeps for its exchange; null when the browser has no live central session.
 */
export async function authorize(
  deps: CentralDeps,
  request: { mirrorHost: string; state: string; presentedCookie: string | undefined },
): Promise<string | null> {
  if (request.state.length > MAX_SECRET) return null;
  const session = await presentedSession(deps.db, request.presentedCookie, deps.now());
  if (!session) return null;
  return issueSsoCode(deps.db, deps.now, {
    purpose: 'authorize',
    userId: session.userId,
    ssoSessionId: session.id,
    mirrorHost: request.mirrorHost,
    stateHash: sha256(request.state),
  });
}

function presentedSession(db: Db, cookie: string | undefined, at: Date) {
  if (!cookie || cookie.length > MAX_SECRET) return Promise.resolve(undefined);
  return findLiveSsoSession(db, sha256(cookie), at);
}
