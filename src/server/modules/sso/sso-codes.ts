import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../security/digest';
import { isKnownHost } from './return-url';
import { SSO_CODE_TTL_MS, ssoEstablishLink } from './sso-links';
import { insertSsoCode, type SsoPurpose } from './sso-repository';

/** What a code is bound to: its purpose, its user, the mirror it is good for, and the session it carries. */
export type SsoCodeBinding = {
  purpose: SsoPurpose;
  userId: number;
  mirrorHost: string;
  familyId?: string;
  ssoSessionId?: string;
};

/** Issues a single-use code (256 random bits, only its hash stored) that expires in 60 s; returns it in clear. */
export async function issueSsoCode(db: Db, now: () => Date, binding: SsoCodeBinding): Promise<string> {
  const code = randomToken(32);
  await insertSsoCode(db, {
    codeHash: sha256(code),
    ...binding,
    expiresAt: new Date(now().getTime() + SSO_CODE_TTL_MS),
  });
  return code;
}

/**
 * The `sso` link of a new session, inside the transaction that starts it: an establish code for the family,
 * bound to the site host the login came through. Null without SSO or on a host that is neither site nor mirror.
 */
export async function issueEstablishLink(
  db: Db,
  deps: { config: Config; now: () => Date },
  session: { userId: number; familyId: string; siteHost: string },
): Promise<string | null> {
  const { config, now } = deps;
  if (!config.ssoUrl || !(await isKnownHost(db, config, session.siteHost))) return null;
  const code = await issueSsoCode(db, now, {
    purpose: 'establish',
    userId: session.userId,
    familyId: session.familyId,
    mirrorHost: session.siteHost,
  });
  return ssoEstablishLink(config, code);
}
