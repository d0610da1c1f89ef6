import type { FastifyRequest } from 'fastify';
/** Requests to `api.<host>` are API calls; every other host gets the site (DESIGN.md §1). */
export const API_HOST = /^api\./i;
/** Every host that is not an API host. */
export const SITE_HOST = /^(?!api\.)/i;

/** A host name on any port, as a route constraint matched against the Host header. */
export function exactHostPattern(hostname: string): RegExp {
  return new RegExp(`^${escapeRegExp(hostname)}(:\\d+)?$`, 'i');
}

/** Every host that is neither an API host nor `excluded` (the SSO host, which gets no SPA). */
export function siteHostPattern(excluded: string | null): RegExp {
  return excluded ? new RegExp(`^(?!api\\.)(?!${escapeRegExp(excluded)}(:\\d+)?$)`, 'i') : SITE_HOST;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The host name of a Host header, without port, lower-cased. */
export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/** The site host an API host serves: `api.example.com` → `example.com`. */
export function siteHostOf(apiHostname: string): string {
  return apiHostname.replace(API_HOST, '');
}

/**
 * CORS allowlist: the site's own hosts and the configured mirrors, each with or without `www.`, on any port.
 * An arbitrary Origin is never reflected.
 */
export function isAllowedOrigin(origin: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return allowedHosts.includes(host);
}

/** The mirror a host name belongs to: lower case, without a leading `www.` (the API rule drops it too). */
export function mirrorHostOf(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/** The mirror an API request came through: `api.mirror-a.test:8080` → `mirror-a.test`. */
export function requestMirrorHost(request: FastifyRequest): string {
  return mirrorHostOf(siteHostOf(hostnameOf(request.headers.host)));
}
