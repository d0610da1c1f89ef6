import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../security/digest';
import { isKnownHost } from '../../http/known-hosts';
import { SSO_CODE_TTL_MS, ssoEstablishLink } from './sso-links';
import { insertSsoCode, type SsoPurpose } from './sso-repository';

/**
 * What a code is bound to: its purpose, its user, the mirror it is good for, the session it carries, and the hash
 * of the state held by the browser that asked for it, so a code is useless in any other browser (login CSRF).
 */
export type SsoCodeBinding = {
  purpose: SsoPurpose;
  userId: number;
  mirrorHost: string;
  stateHash: string;
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

/** The `sso` link of a login on this site host: null without SSO or on a host that is neither site nor mirror. */
export async function establishLinkFor(db: Db, config: Config, siteHost: string): Promise<string | null> {
  if (!config.ssoUrl || !(await isKnownHost(db, config, siteHost))) return null;
  return ssoEstablishLink(config);
}
