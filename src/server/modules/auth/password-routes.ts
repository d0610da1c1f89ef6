import type { FastifyInstance } from 'fastify';
import {
  passwordSetBody,
  passwordUpdateBody,
  sendLoginDataBody,
  socialLoginBody,
} from '../../../contract/auth';
import type { ZodTypeProvider } from '../../http/zod';
import { renderMessage } from '../../messaging/messages';
import { HttpError } from '../../http/errors';
import { findUserById, updateUser } from '../../players/repository';
import { claimsOf } from '../../sessions/authenticate';
import type { AuthContext } from './context';
import { rejectField, unauthenticated } from '../../http/refusals';
import type { Gate } from '../../security/throttles';
import { revokeUserFamilies } from '../../sessions/refresh-repository';
import { requireSamePassword } from './reset-service';

/** Password change and first password, login-data mail and the social login start (SPEC §7). */
export async function registerPasswordRoutes(app: FastifyInstance, ctx: AuthContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // authentication before body validation: anonymous callers learn nothing about the schema
  const auth = { preValidation: ctx.authenticate };
  const currentUser = async (userId: number) => {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthenticated();
    return user;
  };

  api.post('/password/update', { ...auth, schema: { body: passwordUpdateBody } }, async (request) => {
    const { userId, sid } = claimsOf(request);
    const { old_password, password, password_confirm } = request.body;
    requireSamePassword(password, password_confirm);
    const gates: Gate[] = [
      [ctx.throttles.passwordAccount, `user:${userId}`],
      [ctx.throttles.passwordIp, request.ip],
    ];
    await ctx.throttles.guard(...gates);
    const user = await currentUser(userId);
    if (!user.passwordHash || !(await ctx.hasher.verify(user.passwordHash, old_password))) {
      await ctx.throttles.hit(...gates);
      throw rejectField('old_password', 'wrong_old_password', 'The current password is wrong.');
    }
    const passwordHash = await ctx.hasher.hash(password);
    const ended = await ctx.db.transaction(async (tx) => {
      await updateUser(tx, userId, { passwordHash });
      // other devices signed in with the old password are signed out; this one stays
      return revokeUserFamilies(tx, userId, ctx.now(), sid);
    });
    ctx.refresh.ended(ended);
    return { success: true as const };
  });

  api.post('/api/v2/auth/password/set', { ...auth, schema: { body: passwordSetBody } }, async (request) => {
    const { password, confirm_password } = request.body;
    const user = await currentUser(claimsOf(request).userId);
    if (user.passwordHash)
      throw rejectField('password', 'password_already_set', 'A password is already set.');
    requireSamePassword(password, confirm_password, 'confirm_password');
    await updateUser(ctx.db, user.id, { passwordHash: await ctx.hasher.hash(password) });
    return { success: true as const };
  });

  api.post('/auth/send_login_data', { ...auth, schema: { body: sendLoginDataBody } }, async (request) => {
    const { email } = request.body;
    const gates: Gate[] = [
      [ctx.throttles.sendIp, request.ip],
      [ctx.throttles.sendAccount, `email:${email}`],
    ];
    await ctx.throttles.guard(...gates);
    await ctx.throttles.hit(...gates);
    const user = await currentUser(claimsOf(request).userId);
    const text = renderMessage('login_data', user.locale, { login: user.email ?? user.phone ?? '' });
    const row = await ctx.outbox.enqueue(ctx.db, { channel: 'email', destination: email, ...text });
    ctx.outbox.deliver([row]);
    return { success: true as const };
  });

  // no social provider can be configured offline; say so instead of pretending
  api.put('/auth/login', { schema: { body: socialLoginBody } }, async (request) => {
    const text = `Social login with "${request.body.provider}" is not available.`;
    throw new HttpError(422, 'unsupported_provider', text, { provider: [`unsupported_provider: ${text}`] });
  });
}
