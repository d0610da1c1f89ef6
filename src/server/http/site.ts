import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBotAgent } from '../../contract/bots';
import { COOKIE_NAMES, DEFAULT_LOCALE, LOCALES } from '../../contract/constants';
import { NO_SSO_PARAM, SSO_CODE_PARAM } from '../../contract/sso-query';
import { languagePageName } from '../../pwa/app-identity';
import { prerenderedPageFile } from '../../pwa/prerendered-pages';
import { SITE_HOST } from './hosts';

/** The encodings the build writes beside each file (scripts/precompress.ts), preferred first, and their suffixes. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
const ENCODINGS = Object.keys(PRECOMPRESSED) as (keyof typeof PRECOMPRESSED)[];

/**
 * Headers a hashed script, style or image under /assets has no use for: the policies that only a document (or a
 * worker, and no worker lives there) obeys, and the validators of a file that is never revalidated. About 1 KiB a
 * response, which the lobby's ~40 assets paid in every first load; `nosniff` and the resource policy stay.
 */
const NOT_FOR_HASHED_ASSETS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
  'accept-ranges',
];

/**
 * Serves the built SPA on `hosts` (every non-API host unless told otherwise): static files with long caching for
 * hashed assets, and index.html for any other GET so the client router can show the page (or its 404). Each file
 * goes as the build compressed it (brotli, else gzip, else as it is) by the request's Accept-Encoding, with
 * `Vary: accept-encoding`, so no request pays for compressing.
 */
export async function registerSite(
  app: FastifyInstance,
  staticDir: string,
  { hosts = SITE_HOST, ssoConfigured = false }: { hosts?: RegExp; ssoConfigured?: boolean } = {},
) {
  const indexFile = path.join(staticDir, 'index.html');
  const assetsDir = path.join(path.resolve(staticDir), 'assets') + path.sep;
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      constraints: { host: hosts },
      setHeaders(reply, filePath) {
        const immutable = path.resolve(filePath).startsWith(assetsDir);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (immutable) for (const name of NOT_FOR_HASHED_ASSETS) reply.removeHeader(name);
      },
    });
  }
  /**
   * The page an address is answered with: a guest's, on a page the build prerendered, that page already drawn
   * (scripts/prerender); else the page of the address's language (`/en/…`, `/kz/…`; the default language's
   * otherwise), when built. A signed-in player (the `token` cookie of SPEC §9) gets the language's page: the
   * prerendered ones show a guest's header, which would flash before the player's own. So does a visitor whose
   * `language` cookie names another language than an address without a prefix is drawn in: the app shows such an
   * address in the remembered language. And so does a guest the app will send to the SSO host at once (SPEC §4): a
   * page drawn for a moment would take taps that the redirect then drops.
   */
  const pageFor = (request: FastifyRequest) => {
    const url = request.url;
    const locale = LOCALES.find(
      (l) =>
        l !== DEFAULT_LOCALE && (url === `/${l}` || url.startsWith(`/${l}/`) || url.startsWith(`/${l}?`)),
    );
    const remembered = request.cookies?.[COOKIE_NAMES.language];
    const drawnInOtherLanguage = !locale && LOCALES.some((l) => l !== DEFAULT_LOCALE && l === remembered);
    const signedIn = Boolean(request.cookies?.[COOKIE_NAMES.token]);
    const [pathname, query = ''] = url.split('?') as [string, string?];
    const prerendered =
      signedIn || drawnInOtherLanguage || (ssoConfigured && leavesForSso(request, query))
        ? null
        : prerenderedPageFile(pathname);
    if (prerendered && existsSync(path.join(staticDir, prerendered)))
      return path.join(staticDir, prerendered);
    const page = locale ? path.join(staticDir, languagePageName(locale)) : indexFile;
    return existsSync(page) ? page : indexFile;
  };
  // what picks the page: a cache must not give a crawler the bare page a guest bound for the SSO host gets
  const pageVaries = ssoConfigured ? 'accept-encoding, cookie, user-agent' : 'accept-encoding, cookie';
  const indexHtml = (page: string) =>
    hasBuild
      ? readFileSync(page, 'utf8')
      : '<!doctype html><title>Build missing</title><p>Run npm run build.</p>';

  /**
   * Answers index.html in the address's language (its `lang`, title and description: scripts/pwa/language-pages.ts),
   * read at each request (a new build takes over without a restart), compressed as the build wrote it when the
   * browser accepts that.
   */
  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const page = pageFor(request);
    const vary = reply.getHeader('vary');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', vary ? `${String(vary)}, ${pageVaries}` : pageVaries);
    const encoding = hasBuild ? negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) : null;
    const compressed = encoding && `${page}${PRECOMPRESSED[encoding as keyof typeof PRECOMPRESSED]}`;
    if (compressed && existsSync(compressed))
      return reply.header('content-encoding', encoding).send(readFileSync(compressed));
    return reply.send(indexHtml(page));
  }

  // the static handler refuses a directory (index: false), so the root page is answered here
  app.get('/', { constraints: { host: hosts } }, sendIndex);
  return { sendIndex };
}

/**
 * Whether the app will send this guest to the SSO host as soon as it starts (the `sso` machine's rule, SPEC §4):
 * neither back from it (the `ssoRedirected` cookie, or a code in the address), nor `no_sso`, nor a crawler.
 */
function leavesForSso(request: FastifyRequest, query: string) {
  const params = new URLSearchParams(query);
  return (
    request.cookies?.[COOKIE_NAMES.ssoRedirected] === undefined &&
    !params.has(NO_SSO_PARAM) &&
    !params.has(SSO_CODE_PARAM) &&
    !isBotAgent(request.headers['user-agent'] ?? '')
  );
}
