import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { PUBLIC_CHANNELS } from '../../contract/realtime';
import type { Config } from '../config';
import type { ServerModule } from '../core/module';
import type { Services } from '../core/services';
import { registerDrain } from '../http/drain';
import { handleError } from '../http/errors';
import { API_HOST, exactHostPattern, hostnameOf, isAllowedOrigin, siteHostPattern } from '../http/hosts';
import { SHED_FIRST, registerLoadShedding } from '../http/load-shedding';
import { loggerOptions } from '../http/logger';
import { registerSecurityHeaders } from '../http/security';
import { registerApiCompression } from '../http/compression';
import { registerApiRobots } from '../http/robots';
import { registerSite } from '../http/site';
import { trustProxyOption } from '../http/trust-proxy';
import { installZodValidation } from '../http/zod';
import { registerRealtimeRoute, realtimeWebsocketOptions } from '../realtime/routes';
import { databaseRateLimitStore } from '../security/rate-limit-store';
import { ssoAuthorizeLink, ssoHostname } from '../modules/sso';
import { runJobs } from './jobs';
import { MODULES } from './modules';
import { createServices, type ServerDeps } from './services';

/** The Fastify instance with its logger and the request-wide plugins: errors, validation, headers, CORS, limits. */
async function createFastify(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    logger: loggerOptions(config),
    // a drain closes idle connections only: requests in flight finish (http/drain.ts)
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  installZodValidation(app);
  registerDrain(app);
  app.setErrorHandler(handleError);
  app.decorateRequest('auth', null);

  registerSecurityHeaders(app, config.env === 'production', [...config.siteHosts, ...config.mirrorHosts]);
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
  await registerLoadShedding(app, config);
  return app;
}

/** Registers `register(scope)` in a plugin whose every route answers only on hosts matching `host`. */
async function onHosts(
  app: FastifyInstance,
  host: RegExp,
  register: (scope: FastifyInstance) => Promise<void>,
) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.constraints = { ...route.constraints, host };
    });
    await register(scope);
  });
}

/** Throws unless every public channel of the contract is published by exactly one module. */
function checkChannelOwners(modules: readonly ServerModule[]): void {
  for (const channel of PUBLIC_CHANNELS) {
    const owners = modules
      .filter((module) => module.channels?.includes(channel))
      .map((module) => module.name);
    if (owners.length !== 1)
      throw new Error(`realtime channel ${channel} has ${owners.length} owners: ${owners}`);
  }
}

/** Mounts every module's routes on its hosts, in the order of the list. */
async function mountModules(app: FastifyInstance, modules: readonly ServerModule[], services: Services) {
  checkChannelOwners(modules);
  await onHosts(app, API_HOST, async (api) => {
    await registerApiCompression(api);
    registerApiRobots(api);
    registerRealtimeRoute(api, services.hub);
    for (const module of modules) await module.routes?.(api, services);
  });
  const ssoHost = ssoHostname(services.config);
  if (ssoHost) {
    await onHosts(app, exactHostPattern(ssoHost), async (sso) => {
      for (const module of modules) await module.ssoRoutes?.(sso, services);
    });
  }
  await onHosts(app, siteHostPattern(ssoHost), async (site) => {
    for (const module of modules) await module.siteRoutes?.(site, services);
  });
}

/**
 * The composition root: builds the shared services once and mounts every module on them. The API answers on
 * `api.<host>`, the central SSO routes on the host of `SSO_URL`, the SPA on every other host.
 */
export async function buildApp(deps: ServerDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = await createFastify(config);
  const services = await createServices(deps, app.log);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(services.db, () => services.now().getTime()),
  });
  // before any route: the plugin decides per route whether an upgrade is a WebSocket
  await app.register(websocket, realtimeWebsocketOptions(services.hub));
  // the database closes after the app: work started by the last requests finishes first
  app.addHook('onClose', () => services.afterResponse.settled());

  app.get('/healthz', async () => ({ status: 'ok' }));
  // under pressure, readiness is shed first: a load balancer sends new players to another process
  app.get('/readyz', { config: SHED_FIRST }, async (_req, reply) => {
    try {
      await services.db.execute('select 1');
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await mountModules(app, MODULES, services);
  runJobs(app, MODULES, services);

  const ssoHost = ssoHostname(config);
  const site = await registerSite(app, config.staticDir, {
    hosts: siteHostPattern(ssoHost),
    ssoConfigured: ssoAuthorizeLink(config) !== null,
  });
  app.setNotFoundHandler((request, reply) => {
    const host = hostnameOf(request.headers.host);
    if (API_HOST.test(host) || host === ssoHost || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
    }
    return site.sendIndex(request, reply);
  });
  return app;
}
