import * as z from 'zod/mini';
import './zod-locale';
import { emailField } from './fields';
import { multilineText } from './text';

/** POST /support/messages: a player's message to support; the reply goes to the email. */
export const supportMessageBody = z.strictObject({
  email: emailField,
  text: multilineText().check(
    z.trim(),
    z.minLength(1, 'required: Write your message'),
    z.maxLength(2000, 'too_long: The message must be at most 2000 characters'),
  ),
});
export type SupportMessage = z.input<typeof supportMessageBody>;
