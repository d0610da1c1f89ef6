import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../http/zod';
import { sha256 } from '../../security/digest';
import type { Services } from '../../core/services';
import { REFRESH_COOKIE } from '../../sessions/refresh-cookie';
import { redirectStep, refuseLink } from './link-replies';
import { MAX_RETURN_URL, parseReturnUrl } from './return-url';
import { issueSsoCode } from './sso-codes';
import { ESTABLISH_CODE_PATH, ssoOrigin } from './sso-links';
import { requestMirrorHost } from '../../http/hosts';

const query = z.strictObject({
  state: z.string().min(1).max(128),
  url: z.string().min(1).max(MAX_RETURN_URL),
});

/**
 * `GET /auth/refresh-token/sso` on a mirror's API host, the middle step of establishing a central session: a
 * top-level navigation from the central domain carrying its state. The browser's own refresh cookie (its path
 * covers this route) decides whose session the establish code carries, so a link can never hand a browser someone
 * else's session. Without a live cookie the browser simply goes back to the page.
 */
export async function registerEstablishCodeRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    ESTABLISH_CODE_PATH,
    { schema: { querystring: query }, attachValidation: true },
    async (request, reply) => {
      const central = ssoOrigin(ctx.config);
      const target = request.validationError
        ? null
        : await parseReturnUrl(ctx.db, ctx.config, request.query.url);
      const mirrorHost = requestMirrorHost(request);
      if (!central || !target || target.mirrorHost !== mirrorHost) return refuseLink(reply);
      const presented = request.cookies[REFRESH_COOKIE];
      const holder = presented ? await ctx.refresh.holder(presented) : null;
      if (!holder) return redirectStep(reply, target.url);
      const code = await issueSsoCode(ctx.db, ctx.now, {
        purpose: 'establish',
        userId: holder.userId,
        familyId: holder.familyId,
        mirrorHost,
        stateHash: sha256(request.query.state),
      });
      const next = new URL('/sso/establish', central);
      next.searchParams.set('code', code);
      next.searchParams.set('url', target.url.href);
      return redirectStep(reply, next);
    },
  );
}
