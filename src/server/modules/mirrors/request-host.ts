import type { FastifyRequest } from 'fastify';

/**
 * The address of another mirror as the browser should reach it: the request's scheme and, when the request
 * names one, its port, since every mirror is served by the same deployment.
 */
export function mirrorOrigin(request: FastifyRequest, host: string): string {
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  return `${request.protocol}://${host}${port ? `:${port}` : ''}`;
}
