import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../http/app';
import { hmac, randomToken } from '../../security/digest';
import { argon2Hasher, type PasswordHasher } from '../../security/passwords';
import { resolveJwtSecret } from '../../security/secret';
import { createCodeService, type CodeService } from '../codes/service';
import { createOutbox, type Outbox } from '../outbox/service';
import { createLedger, type Ledger } from '../../ledger/ledger';
import { createAuthenticate } from './authenticate';
import { createThrottles, DEFAULT_LIMITS, type Throttles } from './limits';
import { isFamilyLive } from './refresh-repository';
import { createRefreshService, type RefreshService } from './refresh-service';
import { createAccessTokens, type AccessTokens } from './tokens';

/** Everything the account routes share within one app. */
export type AuthContext = {
  config: Config;
  db: Db;
  now: () => Date;
  hasher: PasswordHasher;
  /** An argon2id hash of a random password: unknown logins are verified against it to cost the same time. */
  dummyHash: string;
  tokens: AccessTokens;
  /** Route hook: 401 unless a valid bearer access token; sets `request.auth`. */
  authenticate: (request: FastifyRequest) => Promise<void>;
  refresh: RefreshService;
  codes: CodeService;
  outbox: Outbox;
  throttles: Throttles;
  /** Every balance change goes through it. */
  ledger: Ledger;
};

/** Builds the shared auth services and adds `request.auth` to the API plugin. */
export async function createAuthContext(api: FastifyInstance, deps: AppDeps): Promise<AuthContext> {
  const { config } = deps;
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const secret = await resolveJwtSecret(config, db);
  const hasher = deps.hasher ?? argon2Hasher;
  const tokens = createAccessTokens({ secret, ttl: config.accessTokenTtl, now });
  api.decorateRequest('auth', null);
  return {
    config,
    db,
    now,
    hasher,
    dummyHash: await hasher.hash(randomToken(16)),
    tokens,
    authenticate: createAuthenticate(tokens, (sid) => isFamilyLive(db, sid)),
    refresh: createRefreshService({ db, ttlSeconds: config.refreshTokenTtl, now }),
    // a key of its own, so a code HMAC can never be mistaken for anything signed with the JWT secret
    codes: createCodeService({ db, key: Buffer.from(hmac(secret, 'auth-codes'), 'hex'), now }),
    outbox: createOutbox({ db, config, log: api.log, now }),
    ledger: createLedger(db),
    throttles: createThrottles(
      { ...DEFAULT_LIMITS, registrationsPerIp: config.registrationsPerIp, ...deps.limits },
      () => now().getTime(),
    ),
  };
}
