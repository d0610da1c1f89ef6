import type { FastifyRequest } from 'fastify';
import { hostnameOf, siteHostOf } from '../../http/hosts';

/** The site domain behind the API host a request came to: `api.mirror-a.test:8080` → `mirror-a.test`. */
export function callerDomain(request: FastifyRequest): string {
  return siteHostOf(hostnameOf(request.headers.host));
}

/**
 * The address of another mirror as the browser should reach it: the request's scheme and, when the request
 * names one, its port, since every mirror is served by the same deployment.
 */
export function mirrorOrigin(request: FastifyRequest, host: string): string {
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  return `${request.protocol}://${host}${port ? `:${port}` : ''}`;
}
