import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registerEmailBody, registerPhoneBody } from '../../../contract/auth';
import type { ZodTypeProvider } from '../../http/zod';
import { redeemRegistrationPromo, registrationPromo } from '../bonuses';
import { requestMirrorHost } from '../../http/hosts';
import { countryOf } from '../../http/country';
import { findUserByAddress, insertUser, isUniqueViolation, type Channel } from '../../players/repository';
import { noteSend, queueCode } from './code-sender';
import type { AuthContext } from './context';
import { rejectField } from '../../http/refusals';
import { localeFromHeader } from '../../http/accept-language';
import { attachSession } from '../../sessions/session';
import { startLoginSession } from './login-session';

type RegisterBody = z.output<typeof registerEmailBody> | z.output<typeof registerPhoneBody>;

/** POST /api/v2/auth/register/email and /register/phone. */
export async function registerRegisterRoutes(app: FastifyInstance, ctx: AuthContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/v2/auth/register/email', { schema: { body: registerEmailBody } }, (request, reply) =>
    register(ctx, request, reply, 'email', request.body.email, request.body),
  );
  api.post('/api/v2/auth/register/phone', { schema: { body: registerPhoneBody } }, (request, reply) =>
    register(ctx, request, reply, 'phone', request.body.phone, request.body),
  );
}

async function register(
  ctx: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  channel: Channel,
  address: string,
  body: RegisterBody,
) {
  const gate = [ctx.throttles.registerIp, request.ip] as const;
  await ctx.throttles.guard(gate);
  const taken = () =>
    channel === 'email'
      ? rejectField('email', 'email_taken', 'This email is already registered.')
      : rejectField('phone', 'phone_taken', 'This phone is already registered.');
  if (await findUserByAddress(ctx.db, channel, address)) throw taken();
  const promo = await registrationPromo(ctx.db, body.promo, ctx.now());
  await ctx.throttles.hit(gate);

  const passwordHash = await ctx.hasher.hash(body.password);
  const locale = body.locale ?? localeFromHeader(request.headers['accept-language']);
  const target = { purpose: 'verify' as const, channel, destination: address };
  let result;
  try {
    result = await ctx.ledger.transaction(async (tx) => {
      const user = await insertUser(tx, {
        [channel]: address,
        name: body.name ?? '',
        passwordHash,
        currency: body.currency ?? 'RUB',
        locale,
        registerMethod: channel,
        countryCode: countryOf(request, ctx.config),
        promo,
        partner: body.partner || null,
        adplace: body.adplace || null,
        stag: body.stag || null,
        fingerprint: body.fpp || null,
        createdAt: ctx.now(),
      });
      if (promo) await redeemRegistrationPromo(ctx, tx, user, promo);
      const message = await queueCode(ctx, tx, target, { userId: user.id, locale });
      return { session: await startLoginSession(ctx, tx, user.id, requestMirrorHost(request)), message };
    });
  } catch (error) {
    throw isUniqueViolation(error) ? taken() : error;
  }
  ctx.outbox.deliver([result.message]);
  // the confirmation code just went out: a resend waits for the usual cooldown
  await noteSend(ctx, request.ip, target);
  attachSession(ctx, reply, result.session);
  return { token: result.session.accessToken, sso: result.session.sso };
}
