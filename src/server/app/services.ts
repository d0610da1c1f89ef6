import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Services } from '../core/services';
import type { Database } from '../db/client';
import { createAfterResponse, type AfterResponse } from '../http/after-response';
import { createLedger } from '../ledger/ledger';
import { createOutbox } from '../messaging/outbox';
import { createCodeService } from '../security/codes';
import { hmac } from '../security/digest';
import { argon2Hasher, type PasswordHasher } from '../security/passwords';
import { resolveJwtSecret } from '../security/secret';
import { createThrottleStore } from '../security/throttle';
import { createThrottles, DEFAULT_LIMITS, type ThrottleLimits } from '../security/throttles';
import { createAccessTokens } from '../sessions/access-tokens';
import { createAuthenticate, createBearerCheck } from '../sessions/authenticate';
import { isFamilyLive } from '../sessions/refresh-repository';
import { createRefreshService } from '../sessions/refresh-service';
import { openBus, openHub, pushBalances } from './realtime';

/** What the server is built from; tests pass in-memory databases, fixed clocks and spies. */
export type ServerDeps = {
  config: Config;
  database: Database;
  now?: () => Date;
  /** Password hasher; argon2id unless a test injects a spy. */
  hasher?: PasswordHasher;
  /** Overrides of the throttling limits (security/throttles.ts). */
  limits?: Partial<ThrottleLimits>;
  /** Work after the answer; tests hold it back or wait for it. */
  afterResponse?: AfterResponse;
};

/** Builds every shared service once; the modules receive them and build nothing shared themselves. */
export async function createServices(deps: ServerDeps, log: FastifyBaseLogger): Promise<Services> {
  const { config, database } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  const secret = await resolveJwtSecret(config, db);
  const tokens = createAccessTokens({ secret, ttl: config.accessTokenTtl, now });
  const hub = openHub(await openBus(database, log), db, tokens, log);
  return {
    config,
    database,
    db,
    now,
    log,
    hasher: deps.hasher ?? argon2Hasher,
    tokens,
    authenticate: createAuthenticate(tokens, (sid) => isFamilyLive(db, sid)),
    bearerCheck: createBearerCheck(tokens),
    refresh: createRefreshService({
      db,
      ttlSeconds: config.refreshTokenTtl,
      now,
      onEnded: (familyIds) => familyIds.forEach((sid) => hub.endSession(sid)),
    }),
    // a key of its own, so a code HMAC can never be mistaken for anything signed with the JWT secret
    codes: createCodeService({ db, key: Buffer.from(hmac(secret, 'auth-codes'), 'hex'), now }),
    outbox: createOutbox({ db, config, log, now }),
    ledger: createLedger(db, { onBalancesChanged: pushBalances(db, hub, log) }),
    afterResponse: deps.afterResponse ?? createAfterResponse(log),
    throttles: createThrottles(
      { ...DEFAULT_LIMITS, registrationsPerIp: config.registrationsPerIp, ...deps.limits },
      createThrottleStore(db, () => now().getTime()),
    ),
    hub,
  };
}
