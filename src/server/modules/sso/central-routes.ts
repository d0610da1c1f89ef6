import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod';
import { randomToken } from '../../security/digest';
import { authorize, establish, type CentralDeps } from './central-service';
import { redirectStep, refuseLink } from './link-replies';
import { MAX_RETURN_URL, parseReturnUrl, type ReturnTarget } from './return-url';
import {
  clearSsoCookie,
  clearStateCookie,
  setSsoCookie,
  setStateCookie,
  SSO_COOKIE,
  STATE_COOKIE,
} from './sso-cookie';
import { SSO_CODE_PARAM, SSO_STATE_PARAM } from '../../../contract/sso-query';
import { ESTABLISH_CODE_PATH, mirrorApiOrigin } from './sso-links';

const returnUrl = z.string().min(1).max(MAX_RETURN_URL);
const secret = z.string().min(1).max(4096);
const establishQuery = z.strictObject({ code: secret.optional(), url: returnUrl });
const authorizeQuery = z.strictObject({ url: returnUrl, state: secret.optional() });

/**
 * The central domain (host of `SSO_URL`): `GET /sso/establish` opens the central session after a login on a
 * mirror, `GET /sso/authorize` sends a browser back to a mirror with a one-time code. Only redirects and a short
 * page for a bad return address; the return address must be a site or mirror host, so nothing redirects elsewhere.
 *
 * Establishing takes a round trip through the mirror, so the code is minted for the browser that carries it:
 * `/sso/establish?url=` gives the browser a state cookie and sends it to the mirror's API host
 * (`ESTABLISH_CODE_PATH`), which turns the browser's refresh cookie into a code bound to that state and sends it
 * back to `/sso/establish?code=&url=`. A code captured by someone else fails there without the state.
 */
export async function registerCentralRoutes(app: FastifyInstance, deps: CentralDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sso/establish',
    { schema: { querystring: establishQuery }, attachValidation: true },
    async (request, reply) => {
      const target = await targetOf(request.validationError ? null : request.query.url);
      if (!target) return refuseLink(reply);
      const { code } = request.query;
      if (!code) return askMirrorForCode(reply, target);
      const state = request.cookies[STATE_COOKIE];
      clearStateCookie(reply, deps.config);
      const established = await establish(deps, {
        code,
        mirrorHost: target.mirrorHost,
        state,
        presentedCookie: request.cookies[SSO_COOKIE],
      });
      if (established?.cookie) setSsoCookie(reply, established.cookie, deps.config);
      return redirectStep(reply, target.url);
    },
  );

  api.get(
    '/sso/authorize',
    { schema: { querystring: authorizeQuery }, attachValidation: true },
    async (request, reply) => {
      const target = await targetOf(request.validationError ? null : request.query.url);
      if (!target) return refuseLink(reply);
      const { state } = request.query;
      const presented = request.cookies[SSO_COOKIE];
      const code = state
        ? await authorize(deps, { mirrorHost: target.mirrorHost, state, presentedCookie: presented })
        : null;
      if (!code) {
        if (state && presented) clearSsoCookie(reply, deps.config);
        return redirectStep(reply, target.url);
      }
      const url = new URL(target.url);
      url.searchParams.set(SSO_CODE_PARAM, code);
      return redirectStep(reply, url);
    },
  );

  /** The return address of a valid query; null when the query or the address is refused. */
  async function targetOf(url: string | null) {
    return url === null ? null : parseReturnUrl(deps.db, deps.config, url);
  }

  function askMirrorForCode(reply: FastifyReply, target: ReturnTarget) {
    const state = randomToken(32);
    setStateCookie(reply, state, deps.config);
    const url = new URL(ESTABLISH_CODE_PATH, mirrorApiOrigin(target.url));
    url.searchParams.set(SSO_STATE_PARAM, state);
    url.searchParams.set('url', target.url.href);
    return redirectStep(reply, url);
  }
}
