import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod';
import { authorize, establish, type CentralDeps } from './central-service';
import { MAX_RETURN_URL, parseReturnUrl, type ReturnTarget } from './return-url';
import { clearSsoCookie, setSsoCookie, SSO_COOKIE } from './sso-cookie';
import { SSO_CODE_PARAM } from './sso-links';

const returnUrl = z.string().min(1).max(MAX_RETURN_URL);
const establishQuery = z.strictObject({ code: z.string().max(4096).optional(), url: returnUrl });
const authorizeQuery = z.strictObject({ url: returnUrl });

const BAD_LINK_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Sign-in link not valid</title>' +
  '<h1>Sign-in link not valid</h1><p>This sign-in link does not lead back to our site. ' +
  'Open the site again and sign in there.</p>';

/**
 * The central domain (host of `SSO_URL`): `GET /sso/establish` opens the central session after a login on a
 * mirror, `GET /sso/authorize` sends a browser back to a mirror with a one-time code. Only redirects and a short
 * page for a bad return address; the return address must be a site or mirror host, so nothing redirects elsewhere.
 */
export async function registerCentralRoutes(app: FastifyInstance, deps: CentralDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sso/establish',
    { schema: { querystring: establishQuery }, attachValidation: true },
    async (request, reply) => {
      const target = request.validationError
        ? null
        : await parseReturnUrl(deps.db, deps.config, request.query.url);
      if (!target) return refuse(reply);
      const { code } = request.query;
      const established = code ? await establish(deps, code, target.mirrorHost, cookieOf(request)) : null;
      // a stale or used link (the browser keeps it for a later 401) still gets the player somewhere useful
      if (!established) return sendBack(request, reply, target);
      if (established.cookie) setSsoCookie(reply, established.cookie, deps.config);
      return redirect(reply, target.url);
    },
  );

  api.get(
    '/sso/authorize',
    { schema: { querystring: authorizeQuery }, attachValidation: true },
    async (request, reply) => {
      const target = request.validationError
        ? null
        : await parseReturnUrl(deps.db, deps.config, request.query.url);
      if (!target) return refuse(reply);
      return sendBack(request, reply, target);
    },
  );

  /** Back to the mirror: with an authorize code when the browser has a live central session, else as it came. */
  async function sendBack(request: FastifyRequest, reply: FastifyReply, target: ReturnTarget) {
    const presented = cookieOf(request);
    const code = await authorize(deps, target.mirrorHost, presented);
    if (!code) {
      if (presented) clearSsoCookie(reply, deps.config);
      return redirect(reply, target.url);
    }
    const url = new URL(target.url);
    url.searchParams.set(SSO_CODE_PARAM, code);
    return redirect(reply, url);
  }
}

const cookieOf = (request: FastifyRequest) => request.cookies[SSO_COOKIE];

function redirect(reply: FastifyReply, url: URL) {
  return reply.header('cache-control', 'no-store').redirect(url.href, 302);
}

function refuse(reply: FastifyReply) {
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(BAD_LINK_PAGE);
}
