import * as z from 'zod/mini';
import './zod-locale';
import { CURRENCIES, LOCALES } from './constants';
import { lineText } from './text';

/** An email address, trimmed and lower-cased. */
export const emailField = z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email());

/** A phone number in international form: `+` then 10 to 15 digits; spaces, dashes and brackets from masks are dropped. */
export const phoneField = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(32)),
    z.transform((v: string) => v.replace(/[\s\-()]/g, '')),
  ),
  z.string().check(z.regex(/^\+[1-9]\d{9,14}$/, 'phone_invalid: Enter the phone in international format')),
);

/** A new password: 8 to 128 characters with a letter and a digit. */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(8, 'password_too_short: The password must be at least 8 characters'),
    z.maxLength(128, 'password_too_long: The password must be at most 128 characters'),
    z.regex(
      /[A-Za-zА-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/,
      'password_needs_letter: The password must contain a letter',
    ),
    z.regex(/\d/, 'password_needs_digit: The password must contain a digit'),
  );

/** A password being checked, never validated beyond length so old accounts can still log in. */
export const passwordField = z.string().check(z.minLength(1), z.maxLength(128));

/** A one-time code: 6 digits. */
export const codeField = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'code_invalid: The code is 6 digits'));

export const currencyField = z.enum(CURRENCIES);
export const localeField = z.enum(LOCALES);

/** An IANA time zone name that Intl knows. */
export const timezoneField = z.string().check(
  z.minLength(1),
  z.maxLength(64),
  z.refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'timezone_invalid: Unknown time zone'),
);

/** Attribution fields a registration may carry (SPEC §7). */
const tag = lineText().check(z.trim(), z.maxLength(128));
export const attributionFields = {
  promo: z.optional(tag),
  partner: z.optional(tag),
  adplace: z.optional(tag),
  stag: z.optional(tag),
  fpp: z.optional(tag),
};
