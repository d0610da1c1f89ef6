import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { buildApp } from '../../src/server/app/build-app';
import type { ServerDeps } from '../../src/server/app/services';
import { createAfterResponse } from '../../src/server/http/after-response';
import { openTestDatabase } from './test-database';

export type TestServer = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Resolves once the work requests started after their answers (mails, codes) has finished. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

/** Env every test server starts from; tests override single variables. */
export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  STATIC_DIR: 'tests/server/fixtures/site',
  // a rakeback run at an arbitrary moment would move money under tests of other things; vip-rakeback runs it itself
  VIP_RAKEBACK_JOB: '0',
  // the test's own machine is busy: a slow event loop there must not shed the reads tests check
  LOAD_SHED_EVENT_LOOP_DELAY: '0',
} as const;

/** An app on `database`, ready, with its after-response work logged through the app's own logger. */
async function appOn(
  config: Config,
  database: Database,
  now: (() => Date) | undefined,
  extra: Pick<ServerDeps, 'hasher' | 'limits' | 'afterResponse'>,
) {
  const logged: { app?: FastifyInstance } = {};
  const afterResponse =
    extra.afterResponse ??
    createAfterResponse({ error: (details, message) => logged.app?.log.error(details, message) });
  const app = await buildApp({ config, database, ...(now ? { now } : {}), ...extra, afterResponse });
  logged.app = app;
  await app.ready();
  return { app, settled: () => afterResponse.settled() };
}

/** A real app on a fresh database (PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set). */
export async function startTestServer(
  env: Record<string, string> = {},
  now?: () => Date,
  extra: Pick<ServerDeps, 'hasher' | 'limits' | 'afterResponse'> = {},
): Promise<TestServer> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const database = await openTestDatabase();
  const { app, settled } = await appOn(config, database, now, extra);
  return {
    app,
    database,
    config,
    settled,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another app on the database of `first`, with its configuration: what a second server process sees, for tests of
 * state that must be shared between processes. Closing it leaves the database open.
 */
export async function startPeerServer(
  first: TestServer,
  now?: () => Date,
  extra: Pick<ServerDeps, 'hasher' | 'limits'> = {},
): Promise<TestServer> {
  const { app, settled } = await appOn(first.config, first.database, now, extra);
  return { app, database: first.database, config: first.config, settled, close: () => app.close() };
}

export { openDatabase };

/** Headers of a request to the API host. */
export const API = { host: 'api.casino.test' } as const;
/** Headers of a request to the site host. */
export const SITE = { host: 'casino.test' } as const;
