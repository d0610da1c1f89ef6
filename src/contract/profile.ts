import * as z from 'zod/mini';
import './zod-locale';
import { CURRENCIES, LOCALES, REGIONS } from './constants';
import { localeField, timezoneField } from './fields';

/** Verification statuses as the server stores them; the browser groups them (SPEC §4). */
export const VERIFICATION_STATUSES = [
  'init',
  'waiting',
  'user_pending',
  'pending',
  'failed',
  'unverified',
  'success',
  'verified',
] as const;

/** The User of SPEC §3 as GET /profile/user answers it; money in major units (money.ts). */
export const userSchema = z.object({
  id: z.int(),
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  balance: z.number(),
  bonus: z.number(),
  bonus_balance: z.number(),
  total_balance: z.number(),
  currency: z.enum(CURRENCIES),
  locale: z.enum(LOCALES),
  timezone: z.string(),
  register_method: z.enum(['email', 'phone', 'social']),
  is_phone_verified: z.boolean(),
  is_email_verified: z.boolean(),
  is_password_exists: z.boolean(),
  image: z.object({ small: z.nullable(z.string()) }),
  premium: z.object({ status: z.boolean() }),
  is_avatar_hidden: z.boolean(),
  is_statistics_hidden: z.boolean(),
  verification: z.object({
    is_need: z.boolean(),
    data: z.object({ status: z.enum(VERIFICATION_STATUSES) }),
  }),
});
export type User = z.infer<typeof userSchema>;

/** GET /profile/user answer. */
export const profileAnswer = z.object({
  user: userSchema,
  features: z.record(z.string(), z.boolean()),
  region: z.enum(REGIONS),
  fresh_token: z.optional(z.string()),
  super_bonus: z.optional(z.string()),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;

export const profileQuery = z.strictObject({ whoAreYou: z.optional(z.string().check(z.maxLength(64))) });

/** PUT /profile/settings: exactly one of the four settings. */
export const profileSettingsBody = z.union([
  z.strictObject({ locale: localeField }),
  z.strictObject({ timezone: timezoneField }),
  z.strictObject({ is_avatar_hidden: z.boolean() }),
  z.strictObject({ is_statistics_hidden: z.boolean() }),
]);
export type ProfileSettings = z.infer<typeof profileSettingsBody>;
