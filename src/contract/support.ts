import { z } from 'zod';
import { emailField } from './fields';
import { multilineText } from './text';

/** POST /support/messages: a player's message to support; the reply goes to the email. */
export const supportMessageBody = z.strictObject({
  email: emailField,
  text: multilineText()
    .trim()
    .min(1, 'required: Write your message')
    .max(2000, 'too_long: The message must be at most 2000 characters'),
});
export type SupportMessage = z.input<typeof supportMessageBody>;
