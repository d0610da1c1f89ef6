import * as z from 'zod/mini';
import './zod-locale';
import {
  attributionFields,
  codeField,
  currencyField,
  emailField,
  localeField,
  newPasswordField,
  passwordField,
  phoneField,
} from './fields';
import { publicNameField } from './public-name';
import { userSchema } from './profile';

/** Registration by email (POST /api/v2/auth/register/email). */
export const registerEmailBody = z.strictObject({
  email: emailField,
  password: newPasswordField,
  currency: z.optional(currencyField),
  locale: z.optional(localeField),
  name: z.optional(publicNameField),
  ...attributionFields,
});

/** Registration by phone (POST /api/v2/auth/register/phone). */
export const registerPhoneBody = z.strictObject({
  phone: phoneField,
  password: newPasswordField,
  currency: z.optional(currencyField),
  locale: z.optional(localeField),
  name: z.optional(publicNameField),
  ...attributionFields,
});

/**
 * Answer of a registration: the access token (the refresh credential is an HttpOnly cookie) and, like a login,
 * the SSO link when SSO is configured.
 */
export const registerAnswer = z.object({ token: z.string(), sso: z._default(z.nullable(z.string()), null) });

export const loginEmailPasswordBody = z.strictObject({ email: emailField, password: passwordField });
export const loginEmailCodeBody = z.strictObject({ email: emailField, code: codeField });
export const loginPhonePasswordBody = z.strictObject({ phone: phoneField, password: passwordField });
export const loginPhoneCodeBody = z.strictObject({ phone: phoneField, code: codeField });

/** Answer of every login: the access token and, when the mirror config has one, the SSO link. */
export const loginAnswer = z.object({
  success: z.literal(true),
  token: z.string(),
  sso: z.nullable(z.string()),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** POST /api/v2/auth/sso/exchange: the one-time code the central domain put in `sso_code`; answers a LoginAnswer. */
/** The authorize code the SSO host brought back and the state the page sent it (the code is bound to it). */
export const ssoExchangeBody = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(128)),
  state: z.string().check(z.minLength(1), z.maxLength(128)),
});

export const emailOnlyBody = z.strictObject({ email: emailField });
export const phoneOnlyBody = z.strictObject({ phone: phoneField });
/** `?type=sms` chooses the channel of phone codes; sms is the only one we send. */
export const smsQuery = z.strictObject({ type: z.optional(z.enum(['sms'])) });

/** Body of "send/resend a confirmation code" for the logged-in user; the address is the user's own unless given. */
export const confirmEmailSendBody = z.strictObject({ email: z.optional(emailField) });
export const confirmPhoneSendBody = z.strictObject({ phone: z.optional(phoneField) });
export const verifyCodeBody = z.strictObject({ code: codeField });

/** Password reset by email. */
export const forgotEmailBody = emailOnlyBody;
export const resetCodeConfirmEmailBody = z.strictObject({ email: emailField, code: codeField });
export const resetTokenBody = z.strictObject({ token: z.string().check(z.minLength(16), z.maxLength(256)) });
export const resetByTokenBody = z.strictObject({
  token: z.string().check(z.minLength(16), z.maxLength(256)),
  password: newPasswordField,
  password_confirm: z.string().check(z.maxLength(128)),
});
export const resetByEmailCodeBody = z.strictObject({
  email: emailField,
  code: codeField,
  password: newPasswordField,
  password_confirm: z.string().check(z.maxLength(128)),
});

/** Password reset by phone. */
export const forgotPhoneBody = phoneOnlyBody;
export const resetCodeConfirmPhoneBody = z.strictObject({ phone: phoneField, code: codeField });
export const resetByPhoneBody = z.strictObject({
  phone: phoneField,
  code: z.optional(codeField),
  token: z.optional(z.string().check(z.minLength(16), z.maxLength(256))),
  password: newPasswordField,
  password_confirm: z.string().check(z.maxLength(128)),
});

/** Answer of a confirmed reset code: a one-use reset token (SPEC §7: `data.reset_token`). */
export const resetTokenAnswer = z.object({ data: z.object({ reset_token: z.string() }) });

/** POST /password/update: change the password of the logged-in user (422 keys of SPEC §5). */
export const passwordUpdateBody = z.strictObject({
  old_password: passwordField,
  password: newPasswordField,
  password_confirm: z.string().check(z.maxLength(128)),
});

/** POST /api/v2/auth/password/set: first password of a user registered without one. */
export const passwordSetBody = z.strictObject({
  password: newPasswordField,
  confirm_password: z.string().check(z.maxLength(128)),
});

/** POST auth/send_login_data: mail the user's login details to an address. */
export const sendLoginDataBody = emailOnlyBody;

/** PUT /auth/login: social login start; answers the provider's address. */
export const socialLoginBody = z.strictObject({
  provider: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  promo: z.optional(z.string().check(z.maxLength(128))),
  token: z.optional(z.string().check(z.maxLength(4096))),
  origin: z.optional(z.string().check(z.maxLength(2048))),
  currency: z.optional(currencyField),
  partner: z.optional(z.string().check(z.maxLength(128))),
  adplace: z.optional(z.string().check(z.maxLength(128))),
  stag: z.optional(z.string().check(z.maxLength(128))),
});

/** POST /auth/refresh-token: the body is empty; the credential is the HttpOnly cookie. */
export const refreshAnswer = z.object({ access_token: z.string() });

export const successAnswer = z.object({ success: z.literal(true) });

/** An account address: what code and reset requests are sent to. */
export type AddressTarget = { method: 'email'; email: string } | { method: 'phone'; phone: string };

/** Answer of PUT /profile/settings. */
export const settingsAnswer = z.object({ success: z.literal(true), user: userSchema });
