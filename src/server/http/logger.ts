import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { loggableError } from './loggable-error';
import { loggableUrl } from './log-url';

/**
 * The Fastify logger: credentials redacted from headers, one-time SSO codes from URLs, and errors reduced to what
 * names the failure (`loggableError`), so no log line carries a request's values (an email, a password hash).
 * Errors are logged under `err`; `error` (a few plugins use it) goes through the same serializer.
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
      err: (error: unknown) => loggableError(error),
      error: (error: unknown) => loggableError(error),
    },
  };
}
