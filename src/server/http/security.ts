import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { hostnameOf } from './hosts';

/**
 * Security headers, from one helmet middleware built at start (the Fastify plugin built a new one, parsing every
 * directive, on each request). The CSP allows scripts only from the site itself and connections only to the site and its
 * API host (`api.` + the site host without `www.`), so an injected script can neither load code nor exfiltrate.
 * Images may also come from the site's own domains (`mirrorHosts`: every site host and mirror), whose pixels the
 * domain check times.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  isProduction: boolean,
  mirrorHosts: readonly string[],
) {
  const mirrorImages = mirrorHosts.flatMap((host) => [`http://${host}:*`, `https://${host}:*`]);
  const applyHeaders = helmet({
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mirrorImages],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", (req) => apiOrigins(req.headers.host)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}

/** A Host header that is a host name and maybe a port: nothing else may reach the policy's text. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The API origins of the site host the page came from. The Host header is the client's to write: one carrying
 * `;` or spaces would add directives of its choosing to the policy (harmful once a shared cache keeps the page), so
 * a header that is not a plain host name allows no API origin at all.
 */
function apiOrigins(hostHeader: string | undefined): string {
  if (!hostHeader || !PLAIN_HOST.test(hostHeader)) return '';
  const host = hostnameOf(hostHeader).replace(/^www\./, '');
  const port = hostHeader.match(/:(\d+)$/)?.[1];
  const authority = `api.${host}${port ? `:${port}` : ''}`;
  return `http://${authority} https://${authority} ws://${authority} wss://${authority}`;
}
