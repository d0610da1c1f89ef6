import {
  confirmPhoneSendBody,
  emailOnlyBody,
  passwordSetBody,
  passwordUpdateBody,
  phoneOnlyBody,
  resetByEmailCodeBody,
  resetByPhoneBody,
  resetByTokenBody,
  resetTokenBody,
  settingsAnswer,
  verifyCodeBody,
  type AddressTarget,
} from '../contract/auth';
import { supportMessageBody, type SupportMessage } from '../contract/support';
import { profileSettingsBody, type ProfileSettings, type User } from '../contract/profile';
import type * as z from 'zod/mini';
import type { ApiClients } from './client';
import { call, parseBody } from './errors';

export type PasswordUpdate = z.input<typeof passwordUpdateBody>;
export type PasswordSet = z.input<typeof passwordSetBody>;
/** A new password chosen with the reset code sent to an address. */
export type ResetWithCode = AddressTarget & { code: string; password: string; password_confirm: string };
/** A new password chosen with a reset token (the emailed link, or a phone reset token). */
export type ResetWithToken = { token: string; phone?: string; password: string; password_confirm: string };

/** The account port behind the profile and password forms. */
export interface AccountApi {
  sendLoginCode(target: AddressTarget): Promise<void>;
  changePassword(body: PasswordUpdate): Promise<void>;
  setPassword(body: PasswordSet): Promise<void>;
  updateSettings(body: ProfileSettings): Promise<User>;
  forgotPassword(target: AddressTarget): Promise<void>;
  resetWithCode(body: ResetWithCode): Promise<void>;
  checkResetToken(token: string, channel: 'email' | 'phone'): Promise<boolean>;
  resetWithToken(body: ResetWithToken): Promise<void>;
  /** Sends a code to confirm the user's phone (a given phone replaces an unconfirmed one). */
  sendPhoneConfirmation(body: { phone?: string }): Promise<void>;
  verifyPhone(body: { code: string }): Promise<void>;
  sendSupportMessage(body: SupportMessage): Promise<void>;
}

const address = (target: AddressTarget) =>
  target.method === 'email'
    ? parseBody(emailOnlyBody, { email: target.email })
    : parseBody(phoneOnlyBody, { phone: target.phone });

/** Account calls of SPEC §7: login codes, password change and set, settings, password reset. */
export function createAccountApi({ api }: ApiClients): AccountApi {
  const post = (path: string, json: unknown, searchParams?: Record<string, string>) =>
    call(async () => {
      await api.post(path, { json, ...(searchParams ? { searchParams } : {}) });
    });
  return {
    sendLoginCode: async (target) =>
      target.method === 'email'
        ? post('api/v2/auth/login/email/verification', address(target))
        : post('api/v2/auth/login/phone/verification', address(target), { type: 'sms' }),
    changePassword: async (body) => post('password/update', parseBody(passwordUpdateBody, body)),
    setPassword: async (body) => post('api/v2/auth/password/set', parseBody(passwordSetBody, body)),
    updateSettings: async (body) =>
      call(async () => {
        const json = parseBody(profileSettingsBody, body);
        return (await api.put('profile/settings', { json }).json(settingsAnswer)).user;
      }),
    forgotPassword: async (target) => post(`api/v2/auth/password/${target.method}/forgot`, address(target)),
    resetWithCode: async ({ code, password, password_confirm, ...target }) =>
      target.method === 'email'
        ? post(
            'api/v2/auth/password/email/reset/code',
            parseBody(resetByEmailCodeBody, { email: target.email, code, password, password_confirm }),
          )
        : post(
            'api/v2/auth/password/phone/reset',
            parseBody(resetByPhoneBody, { phone: target.phone, code, password, password_confirm }),
          ),
    checkResetToken: async (token, channel) => {
      try {
        await post(`api/v2/auth/password/${channel}/token/check`, parseBody(resetTokenBody, { token }));
        return true;
      } catch {
        return false;
      }
    },
    sendPhoneConfirmation: async (body) =>
      post('api/v2/auth/phone/send', parseBody(confirmPhoneSendBody, body), { type: 'sms' }),
    verifyPhone: async (body) =>
      post('api/v2/auth/phone/verify/code', parseBody(verifyCodeBody, body), { type: 'sms' }),
    sendSupportMessage: async (body) => post('support/messages', parseBody(supportMessageBody, body)),
    resetWithToken: async ({ phone, ...body }) =>
      phone
        ? post('api/v2/auth/password/phone/reset', parseBody(resetByPhoneBody, { phone, ...body }))
        : post('api/v2/auth/password/email/reset/token', parseBody(resetByTokenBody, body)),
  };
}
