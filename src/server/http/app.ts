import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ThrottleLimits } from '../modules/auth/limits';
import { registerCentralRoutes } from '../modules/sso/central-routes';
import { ssoHostname } from '../modules/sso/sso-links';
import type { PasswordHasher } from '../security/passwords';
import { registerApi } from './api';
import { handleError } from './errors';
import { loggableUrl } from './log-url';
import { API_HOST, exactHostPattern, hostnameOf, isAllowedOrigin, siteHostPattern } from './hosts';
import { registerSecurityHeaders } from './security';
import { registerSite } from './site';
import { installZodValidation } from './zod';

/** What the server's modules are built from; tests pass in-memory databases and fixed clocks. */
export type AppDeps = {
  config: Config;
  database: Database;
  now?: () => Date;
  /** Password hasher; argon2id unless a test injects a spy. */
  hasher?: PasswordHasher;
  /** Overrides of the auth throttling limits (modules/auth/limits.ts). */
  limits?: Partial<ThrottleLimits>;
};

/** Builds the Fastify app: API on `api.<host>`, the SSO routes on the host of `SSO_URL`, the SPA on every other host. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // one-time SSO codes travel in query strings; a log line must not carry a usable one
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: loggableUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
              }),
            },
          },
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  installZodValidation(app);
  app.setErrorHandler(handleError);

  await registerSecurityHeaders(app, config.env === 'production', [
    ...config.siteHosts,
    ...config.mirrorHosts,
  ]);
  await app.register(cookie);
  const allowedHosts = [...config.siteHosts, ...config.mirrorHosts];
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin ? isAllowedOrigin(origin, allowedHosts) : false),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'accept-language',
      'region',
      'x-requested-with',
      'idempotency-key',
    ],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await deps.database.db.execute('select 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await app.register(async (api) => {
    api.addHook('onRoute', (route) => {
      route.constraints = { ...route.constraints, host: API_HOST };
    });
    await registerApi(api, deps);
  });

  const ssoHost = ssoHostname(config);
  if (ssoHost) {
    await app.register(async (sso) => {
      sso.addHook('onRoute', (route) => {
        route.constraints = { ...route.constraints, host: exactHostPattern(ssoHost) };
      });
      await registerCentralRoutes(sso, { db: deps.database.db, config, now: deps.now ?? (() => new Date()) });
    });
  }

  const site = await registerSite(app, config.staticDir, siteHostPattern(ssoHost));
  app.setNotFoundHandler((request, reply) => {
    const host = hostnameOf(request.headers.host);
    if (API_HOST.test(host) || host === ssoHost || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(site.indexHtml());
  });
  return app;
}
