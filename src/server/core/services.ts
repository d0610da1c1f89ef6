import type { FastifyBaseLogger, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AfterResponse } from '../http/after-response';
import type { Ledger } from '../ledger/ledger';
import type { Outbox } from '../messaging/outbox';
import type { Hub } from '../realtime/hub';
import type { CodeService } from '../security/codes';
import type { PasswordHasher } from '../security/passwords';
import type { Throttles } from '../security/throttles';
import type { AccessTokens } from '../sessions/access-tokens';
import type { RefreshService } from '../sessions/refresh-service';

/**
 * What every module is built from, made once by the composition root (`src/server/app/services.ts`) and handed
 * to each module's plugin. Modules share nothing else: no module builds a service another module uses.
 */
export type Services = {
  config: Config;
  database: Database;
  db: Db;
  /** The server's clock; tests pass a fixed one. */
  now: () => Date;
  log: FastifyBaseLogger;
  hasher: PasswordHasher;
  tokens: AccessTokens;
  /** Route hook (preValidation): 401 unless a valid bearer access token of a live session; sets `request.auth`. */
  authenticate: (request: FastifyRequest) => Promise<void>;
  /**
   * Route hook (preValidation): 401 unless a valid bearer access token; sets `request.auth` but does not ask whether
   * the session is live. Only for a route whose statement checks that itself (a bet).
   */
  bearerCheck: preValidationHookHandler;
  refresh: RefreshService;
  codes: CodeService;
  outbox: Outbox;
  throttles: Throttles;
  /** Every balance change goes through it. */
  ledger: Ledger;
  /** Work a request starts and does not wait for (a mail whose sending must not time the answer). */
  afterResponse: AfterResponse;
  /** The realtime hub: public channels and per-player messages, on every process. */
  hub: Hub;
};
