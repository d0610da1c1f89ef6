import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmEmailSendBody, confirmPhoneSendBody, smsQuery, verifyCodeBody } from '../../../contract/auth';
import type { ZodTypeProvider } from '../../http/zod';
import {
  findUserByAddress,
  findUserById,
  isUniqueViolation,
  updateUser,
  type Channel,
} from '../../players/repository';
import { claimsOf } from '../../sessions/authenticate';
import { guardSend, queueCode } from './code-sender';
import type { AuthContext } from './context';
import { rejectField, unauthenticated } from '../../http/refusals';
import { checkCodeThrottled } from './login-service';

const BASE = '/api/v2/auth';

/** Confirmation of the logged-in user's email and phone: send, resend, verify (SPEC §7). */
export async function registerConfirmRoutes(app: FastifyInstance, ctx: AuthContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // authentication before body validation: anonymous callers learn nothing about the schema
  const auth = { preValidation: ctx.authenticate };

  for (const path of [`${BASE}/email/send`, `${BASE}/email/resend`]) {
    api.post(path, { ...auth, schema: { body: confirmEmailSendBody } }, (request) =>
      sendConfirmation(ctx, request, 'email', request.body.email),
    );
  }
  for (const path of [`${BASE}/phone/send`, `${BASE}/phone/resend`]) {
    api.post(path, { ...auth, schema: { body: confirmPhoneSendBody, querystring: smsQuery } }, (request) =>
      sendConfirmation(ctx, request, 'phone', request.body.phone),
    );
  }
  api.post(`${BASE}/email/verify/code`, { ...auth, schema: { body: verifyCodeBody } }, (request) =>
    verifyConfirmation(ctx, request, 'email', request.body.code),
  );
  api.post(
    `${BASE}/phone/verify/code`,
    { ...auth, schema: { body: verifyCodeBody, querystring: smsQuery } },
    (request) => verifyConfirmation(ctx, request, 'phone', request.body.code),
  );
}

const FLAG = { email: 'isEmailVerified', phone: 'isPhoneVerified' } as const;

function taken(channel: Channel) {
  return channel === 'email'
    ? rejectField('email', 'email_taken', 'This email is already registered.')
    : rejectField('phone', 'phone_taken', 'This phone is already registered.');
}

/**
 * Sends a confirmation code. A given address replaces an unverified one at once; a verified address is only
 * replaced when the code sent to the new one is confirmed, so an account never loses a proven address by a typo.
 */
async function sendConfirmation(
  ctx: AuthContext,
  request: FastifyRequest,
  channel: Channel,
  given: string | undefined,
) {
  const user = await findUserById(ctx.db, claimsOf(request).userId);
  if (!user) throw unauthenticated();
  const current = user[channel];
  const verified = user[FLAG[channel]];
  const address = given ?? current;
  if (!address) {
    throw channel === 'email'
      ? rejectField('email', 'no_email', 'Add an email first.')
      : rejectField('phone', 'no_phone', 'Add a phone first.');
  }
  if (address === current && verified)
    throw rejectField(channel, 'already_verified', 'This address is already confirmed.');
  if (address !== current) {
    const owner = await findUserByAddress(ctx.db, channel, address);
    if (owner && owner.id !== user.id) throw taken(channel);
  }
  const target = { purpose: 'verify' as const, channel, destination: address };
  await guardSend(ctx, request.ip, target);
  let message;
  try {
    message = await ctx.db.transaction(async (tx) => {
      if (address !== current && !verified) await updateUser(tx, user.id, { [channel]: address });
      return queueCode(ctx, tx, target, { userId: user.id, locale: user.locale });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? taken(channel) : error;
  }
  ctx.outbox.deliver([message]);
  return { success: true as const };
}

/** Confirms the address the newest code was sent to, making it the user's verified address. */
async function verifyConfirmation(ctx: AuthContext, request: FastifyRequest, channel: Channel, code: string) {
  const userId = claimsOf(request).userId;
  const row = await checkCodeThrottled(ctx, request.ip, { purpose: 'verify', channel, userId }, code);
  try {
    await ctx.db.transaction(async (tx) => {
      await ctx.codes.consume(tx, row);
      await updateUser(tx, userId, { [channel]: row.destination, [FLAG[channel]]: true });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? taken(channel) : error;
  }
  return { success: true as const };
}
