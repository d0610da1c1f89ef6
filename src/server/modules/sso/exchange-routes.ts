import type { FastifyInstance } from 'fastify';
import { ssoExchangeBody } from '../../../contract/auth';
import type { ZodTypeProvider } from '../../http/zod';
import { sha256 } from '../../security/digest';
import type { Services } from '../../core/services';
import { rejectField } from '../../http/refusals';
import { attachSession, loginBody, startSession, type Session } from '../../sessions/session';
import { requestMirrorHost } from '../../http/hosts';
import { linkFamily, lockLiveSsoSession, spendSsoCode } from './sso-repository';

const invalidCode = () =>
  rejectField('code', 'sso_code_invalid', 'The sign-in code is invalid or has expired.');

/** POST /api/v2/auth/sso/exchange on a mirror's API host: an authorize code from the central domain → a session. */
export async function registerSsoExchangeRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/v2/auth/sso/exchange', { schema: { body: ssoExchangeBody } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { code, state } = request.body;
    const session = await exchangeCode(ctx, { code, state, mirrorHost: requestMirrorHost(request) });
    attachSession(ctx, reply, session);
    return loginBody(session);
  });
}

/**
 * Spends an authorize code bound to this mirror and to the state the page kept, and starts a mirror session linked to the code's central session,
 * all in one transaction: any refusal (unknown, used, expired, another mirror's or another browser's, central session ended) leaves
 * nothing written. The answer's `sso` is null: the new session already belongs to the central one.
 */
async function exchangeCode(
  ctx: Services,
  request: { code: string; state: string; mirrorHost: string },
): Promise<Session> {
  const { mirrorHost } = request;
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const spent = await spendSsoCode(
      tx,
      { codeHash: sha256(request.code), purpose: 'authorize', mirrorHost, stateHash: sha256(request.state) },
      at,
    );
    if (!spent?.ssoSessionId) throw invalidCode();
    const central = await lockLiveSsoSession(tx, spent.ssoSessionId, at);
    if (!central || central.userId !== spent.userId) throw invalidCode();
    const session = await startSession(ctx, tx, spent.userId, null);
    await linkFamily(tx, { familyId: session.familyId, ssoSessionId: central.id, mirrorHost });
    return session;
  });
}
