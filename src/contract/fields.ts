import { z } from 'zod';
import { CURRENCIES, LOCALES } from './constants';
import { lineText } from './text';

/** An email address, trimmed and lower-cased. */
export const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** A phone number in international form: `+` then 10 to 15 digits; spaces, dashes and brackets from masks are dropped. */
export const phoneField = z
  .string()
  .max(32)
  .transform((v) => v.replace(/[\s\-()]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{9,14}$/, 'phone_invalid: Enter the phone in international format'));

/** A new password: 8 to 128 characters with a letter and a digit. */
export const newPasswordField = z
  .string()
  .min(8, 'password_too_short: The password must be at least 8 characters')
  .max(128, 'password_too_long: The password must be at most 128 characters')
  .regex(/[A-Za-zА-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/, 'password_needs_letter: The password must contain a letter')
  .regex(/\d/, 'password_needs_digit: The password must contain a digit');

/** A password being checked, never validated beyond length so old accounts can still log in. */
export const passwordField = z.string().min(1).max(128);

/** A one-time code: 6 digits. */
export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'code_invalid: The code is 6 digits');

export const currencyField = z.enum(CURRENCIES);
export const localeField = z.enum(LOCALES);

/** An IANA time zone name that Intl knows. */
export const timezoneField = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'timezone_invalid: Unknown time zone');

/** Attribution fields a registration may carry (SPEC §7). */
const tag = lineText().trim().max(128);
export const attributionFields = {
  promo: tag.optional(),
  partner: tag.optional(),
  adplace: tag.optional(),
  stag: tag.optional(),
  fpp: tag.optional(),
};
