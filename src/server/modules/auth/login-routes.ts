import type { FastifyInstance } from 'fastify';
import {
  emailOnlyBody,
  loginEmailCodeBody,
  loginEmailPasswordBody,
  loginPhoneCodeBody,
  loginPhonePasswordBody,
  phoneOnlyBody,
  smsQuery,
} from '../../../contract/auth';
import type { ZodTypeProvider } from '../../http/zod';
import { requestMirrorHost } from '../../http/hosts';
import type { Channel } from '../../players/repository';
import { sendCodeAfterAnswer } from './code-sender';
import type { AuthContext } from './context';
import { loginWithCode, loginWithPassword } from './login-service';
import { attachSession, loginBody, type Session } from '../../sessions/session';

const BASE = '/api/v2/auth/login';

/** Password and code logins, and the sending of login codes (SPEC §7). */
export async function registerLoginRoutes(app: FastifyInstance, ctx: AuthContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const answer = (reply: Parameters<typeof attachSession>[1], session: Session) => {
    attachSession(ctx, reply, session);
    return loginBody(session);
  };

  api.post(`${BASE}/email/password`, { schema: { body: loginEmailPasswordBody } }, async (request, reply) => {
    const { email, password } = request.body;
    const host = requestMirrorHost(request);
    return answer(reply, await loginWithPassword(ctx, request.ip, 'email', email, password, host));
  });
  api.post(`${BASE}/phone/password`, { schema: { body: loginPhonePasswordBody } }, async (request, reply) => {
    const { phone, password } = request.body;
    const host = requestMirrorHost(request);
    return answer(reply, await loginWithPassword(ctx, request.ip, 'phone', phone, password, host));
  });
  api.post(`${BASE}/email/code`, { schema: { body: loginEmailCodeBody } }, async (request, reply) => {
    const { email, code } = request.body;
    const host = requestMirrorHost(request);
    return answer(reply, await loginWithCode(ctx, request.ip, 'email', email, code, host));
  });
  api.post(
    `${BASE}/phone/code`,
    { schema: { body: loginPhoneCodeBody, querystring: smsQuery } },
    async (request, reply) => {
      const { phone, code } = request.body;
      const host = requestMirrorHost(request);
      return answer(reply, await loginWithCode(ctx, request.ip, 'phone', phone, code, host));
    },
  );

  // the same answer, sent before any lookup, whether or not the account exists: neither its bytes nor its timing
  // tell an attacker which addresses are registered
  const sendLoginCode = async (ip: string, channel: Channel, address: string) => {
    await sendCodeAfterAnswer(ctx, ip, { purpose: 'login', channel, destination: address });
    return { success: true as const };
  };
  for (const path of [`${BASE}/email/verification`, `${BASE}/email/resend`]) {
    api.post(path, { schema: { body: emailOnlyBody } }, (request) =>
      sendLoginCode(request.ip, 'email', request.body.email),
    );
  }
  for (const path of [`${BASE}/phone/verification`, `${BASE}/phone/code/resend`]) {
    api.post(path, { schema: { body: phoneOnlyBody, querystring: smsQuery } }, (request) =>
      sendLoginCode(request.ip, 'phone', request.body.phone),
    );
  }
}
