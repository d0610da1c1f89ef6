import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  forgotEmailBody,
  forgotPhoneBody,
  resetByEmailCodeBody,
  resetByPhoneBody,
  resetByTokenBody,
  resetCodeConfirmEmailBody,
  resetCodeConfirmPhoneBody,
  resetTokenBody,
} from '../../../contract/auth';
import type { Db } from '../../db/client';
import { requestMirrorHost } from '../../http/hosts';
import { playerSiteOrigin } from '../../http/site-links';
import type { ZodTypeProvider } from '../../http/zod';
import { findUserByAddress, updateUser, type Channel } from '../../players/repository';
import { sendCodeAfterAnswer } from './code-sender';
import type { AuthContext } from './context';
import { rejectField } from '../../http/refusals';
import { checkCodeThrottled } from './login-service';
import {
  checkResetToken,
  createResetToken,
  requireSamePassword,
  resetPassword,
  spendResetToken,
} from './reset-service';

const BASE = '/api/v2/auth/password';

/** Password reset by email (code or link) and by phone (code), SPEC §7. */
export async function registerResetRoutes(app: FastifyInstance, ctx: AuthContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const wrongCode = () => rejectField('code', 'invalid_code', 'The code is wrong.');

  // the player's own mirror when it is one of ours, else SITE_URL; never a host the request named, or a forged
  // Host header would mail the victim a valid token on the sender's host
  const resetLink = async (tx: Db, mirrorHost: string, token: string) =>
    `${await playerSiteOrigin(tx, ctx.config, mirrorHost)}/reset-password/${encodeURIComponent(token)}`;

  /** Checks a reset code and returns the account it belongs to. */
  const checkResetCode = async (request: FastifyRequest, channel: Channel, address: string, code: string) => {
    const row = await checkCodeThrottled(
      ctx,
      request.ip,
      { purpose: 'reset', channel, destination: address },
      code,
    );
    const user = await findUserByAddress(ctx.db, channel, address);
    if (!user) throw wrongCode();
    return { row, user };
  };

  // a reset token is a credential: the answer that carries it is never cached
  const confirmCode = async (
    request: FastifyRequest,
    reply: FastifyReply,
    channel: Channel,
    address: string,
    code: string,
  ) => {
    reply.header('cache-control', 'no-store');
    const { row, user } = await checkResetCode(request, channel, address, code);
    const reset_token = await ctx.db.transaction(async (tx) => {
      await ctx.codes.consume(tx, row);
      await updateUser(
        tx,
        user.id,
        channel === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true },
      );
      return createResetToken(ctx, tx, user.id);
    });
    return { data: { reset_token } };
  };

  // the answer is sent before the address is even looked up: a known and an unknown address cost the same
  api.post(`${BASE}/email/forgot`, { schema: { body: forgotEmailBody } }, async (request) => {
    const { email } = request.body;
    const mirrorHost = requestMirrorHost(request);
    await sendCodeAfterAnswer(
      ctx,
      request.ip,
      { purpose: 'reset', channel: 'email', destination: email },
      'reset_link',
      async (tx, to) => ({
        link: await resetLink(tx, mirrorHost, await createResetToken(ctx, tx, to.userId)),
      }),
    );
    return { success: true as const };
  });

  api.post(`${BASE}/phone/forgot`, { schema: { body: forgotPhoneBody } }, async (request) => {
    await sendCodeAfterAnswer(ctx, request.ip, {
      purpose: 'reset',
      channel: 'phone',
      destination: request.body.phone,
    });
    return { success: true as const };
  });

  api.post(`${BASE}/email/code/confirm`, { schema: { body: resetCodeConfirmEmailBody } }, (request, reply) =>
    confirmCode(request, reply, 'email', request.body.email, request.body.code),
  );
  api.post(`${BASE}/phone/code/confirm`, { schema: { body: resetCodeConfirmPhoneBody } }, (request, reply) =>
    confirmCode(request, reply, 'phone', request.body.phone, request.body.code),
  );

  for (const path of [
    `${BASE}/email/token/confirm`,
    `${BASE}/email/token/check`,
    `${BASE}/phone/token/check`,
  ]) {
    api.post(path, { schema: { body: resetTokenBody } }, async (request) => {
      await checkResetToken(ctx, request.body.token);
      return { success: true as const };
    });
  }

  api.post(`${BASE}/email/reset/token`, { schema: { body: resetByTokenBody } }, async (request) => {
    const { token, password, password_confirm } = request.body;
    requireSamePassword(password, password_confirm);
    const row = await checkResetToken(ctx, token);
    return resetPassword(ctx, row.userId, password, (tx) => spendResetToken(ctx, tx, row));
  });

  api.post(`${BASE}/email/reset/code`, { schema: { body: resetByEmailCodeBody } }, async (request) => {
    const { email, code, password, password_confirm } = request.body;
    requireSamePassword(password, password_confirm);
    const { row, user } = await checkResetCode(request, 'email', email, code);
    return resetPassword(ctx, user.id, password, (tx) => ctx.codes.consume(tx, row), 'email');
  });

  api.post(`${BASE}/phone/reset`, { schema: { body: resetByPhoneBody } }, async (request) => {
    const { phone, code, token, password, password_confirm } = request.body;
    requireSamePassword(password, password_confirm);
    if (token) {
      const row = await checkResetToken(ctx, token);
      const user = await findUserByAddress(ctx.db, 'phone', phone);
      if (user?.id !== row.userId)
        throw rejectField('token', 'invalid_reset_token', 'The reset link is invalid or has expired.');
      return resetPassword(ctx, row.userId, password, (tx) => spendResetToken(ctx, tx, row), 'phone');
    }
    if (!code) throw rejectField('code', 'invalid_code', 'Enter the code from the SMS.');
    const { row, user } = await checkResetCode(request, 'phone', phone, code);
    return resetPassword(ctx, user.id, password, (tx) => ctx.codes.consume(tx, row), 'phone');
  });
}
