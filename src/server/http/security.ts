import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { recentMap } from '../cache/recent-map';
import { hostnameOf } from './hosts';

type HeaderValue = string | number | string[];

/** What helmet does to a response: the headers it sets, by lower-case name, and those it removes. */
export type SecurityHeaders = {
  readonly set: Readonly<Record<string, HeaderValue>>;
  readonly removed: readonly string[];
};

/** Distinct API origins whose headers are kept, the oldest dropped first. */
const CACHED_ORIGINS = 64;
/** Distinct Host headers (as sent: case, `www.`) whose headers are kept. */
const CACHED_HOSTS = 256;

/**
 * The security headers for a request's Host header, as one helmet middleware built at start sets them. The CSP
 * allows scripts only from the site itself and connections only to the site and its API host (`api.` + the site
 * host without `www.`), so an injected script can neither load code nor exfiltrate. Images may also come from the
 * site's own domains (`mirrorHosts`: every site host and mirror), whose pixels the domain check times.
 *
 * Helmet checks and joins every directive on each call, and ran on every request (6 % of a bet's server CPU). The
 * only part that varies is the API origins derived from the Host header, so the headers helmet sets are recorded
 * once per origins and replayed.
 */
export function securityHeaders(isProduction: boolean, mirrorHosts: readonly string[]) {
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

  /** What helmet does to a response for `host`, recorded on a stand-in request and response. */
  function record(host: string | undefined): SecurityHeaders {
    const set: Record<string, HeaderValue> = {};
    const removed: string[] = [];
    const response = {
      setHeader: (name: string, value: HeaderValue) => void (set[name.toLowerCase()] = value),
      removeHeader: (name: string) => void removed.push(name.toLowerCase()),
    };
    let failure: unknown = null;
    let done = false;
    applyHeaders({ headers: { host } } as IncomingMessage, response as unknown as ServerResponse, (error) => {
      failure = error ?? null;
      done = true;
    });
    if (!done) throw new Error('helmet finished later than the call: its headers cannot be recorded');
    if (failure) throw failure;
    return { set, removed };
  }

  // the host may be any text: its origins, which are its host name and port, key what is recorded; the Host header
  // as sent keys the lookup, so a request pays no parsing of it (2–3 µs a request); made-up hosts push out the oldest
  // entries, so the site's own come back after a flood of them
  const byOrigins = recentMap<string, SecurityHeaders>(CACHED_ORIGINS);
  const byHost = recentMap<string, SecurityHeaders>(CACHED_HOSTS);
  return (host: string | undefined): SecurityHeaders => {
    const known = byHost.get(host ?? '');
    if (known) return known;
    const origins = apiOrigins(host);
    return byHost.set(host ?? '', byOrigins.get(origins) ?? byOrigins.set(origins, record(host)));
  };
}

/**
 * Sets the security headers (`securityHeaders`) on every response, as the reply's own headers: one header set on
 * Node's response itself would send every header of the reply through Node's slower path when it is written.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  isProduction: boolean,
  mirrorHosts: readonly string[],
) {
  const headersFor = securityHeaders(isProduction, mirrorHosts);
  app.addHook('onRequest', (request, reply, done) => {
    const { set, removed } = headersFor(request.headers.host);
    reply.headers(set);
    for (const name of removed) reply.removeHeader(name);
    done();
  });
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
