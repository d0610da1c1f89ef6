import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's `trustProxy` for the configured trust. A hop count becomes a function, since Fastify 5 trusts no
 * hop for a bare number: with `n` hops, the socket's peer and the `n - 1` entries nearest to it are proxies, and the
 * address a client wrote itself into `X-Forwarded-For` stays beyond them. An address list is handed over as is.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (!trust) return false;
  if ('hops' in trust) return (_address: string, hop: number) => hop < trust.hops;
  return trust.addresses;
}
