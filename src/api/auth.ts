import type { AuthAnswer, LoginCredentials, RegisterForm } from '../../machines/session/session.types';
import {
  loginAnswer,
  loginEmailCodeBody,
  loginEmailPasswordBody,
  loginPhoneCodeBody,
  loginPhonePasswordBody,
  refreshAnswer,
  registerAnswer,
  registerEmailBody,
  registerPhoneBody,
  ssoExchangeBody,
} from '../contract/auth';
import { call, parseBody } from './errors';
import type { ApiClients } from './client';

/** The auth port of the session and tokenRefresh machines. */
export interface AuthApi {
  login(credentials: LoginCredentials): Promise<AuthAnswer>;
  register(form: RegisterForm): Promise<AuthAnswer>;
  logout(): Promise<void>;
  refreshToken(): Promise<string>;
  /** POST /api/v2/auth/sso/exchange: the one-time code the SSO host brought back, for a session on this mirror. */
  exchangeSsoCode(code: string, state: string): Promise<AuthAnswer>;
}

const LOGIN = {
  emailPassword: { path: 'api/v2/auth/login/email/password', schema: loginEmailPasswordBody },
  emailCode: { path: 'api/v2/auth/login/email/code', schema: loginEmailCodeBody },
  phonePassword: { path: 'api/v2/auth/login/phone/password', schema: loginPhonePasswordBody },
  phoneCode: { path: 'api/v2/auth/login/phone/code', schema: loginPhoneCodeBody },
} as const;

/** Auth calls of SPEC §7 (login, registration, logout, token refresh). */
export function createAuthApi({ api, refreshApi }: ApiClients): AuthApi {
  return {
    login: (credentials) =>
      call(async () => {
        const { kind, ...fields } = credentials;
        const { path, schema } = LOGIN[kind];
        const json: unknown = parseBody(schema, fields);
        // Phone codes go by SMS, the only phone channel we send (SPEC §7 `type=sms`).
        const searchParams = kind === 'phoneCode' ? { type: 'sms' } : undefined;
        const answer = await api.post(path, { json, searchParams }).json(loginAnswer);
        return { token: answer.token, sso: answer.sso };
      }),
    register: (form) =>
      call(async () => {
        const { kind, ...fields } = form;
        const json =
          kind === 'email' ? parseBody(registerEmailBody, fields) : parseBody(registerPhoneBody, fields);
        const answer = await api.post(`api/v2/auth/register/${kind}`, { json }).json(registerAnswer);
        return { token: answer.token, sso: answer.sso };
      }),
    logout: () =>
      call(async () => {
        await api.put('auth/logout');
      }),
    exchangeSsoCode: (code, state) =>
      call(async () => {
        const json = parseBody(ssoExchangeBody, { code, state });
        const answer = await api.post('api/v2/auth/sso/exchange', { json }).json(loginAnswer);
        return { token: answer.token, sso: answer.sso };
      }),
    refreshToken: () =>
      call(async () => (await refreshApi.post('auth/refresh-token').json(refreshAnswer)).access_token),
  };
}
