import * as z from 'zod/mini';
import './zod-locale';

/**
 * Free text from players and landing pages. Control characters never belong in it: PostgreSQL refuses NUL in text
 * (a NUL once turned a registration into a 500), and the others hide in logs, mails and the live feed.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, line feed and carriage return are allowed: the lines of a message body. */
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The error text of a refused control character (SPEC §5 "key: text"). */
export const CONTROL_CHARACTERS_TEXT = 'control_characters: Remove invisible control characters';

/** Whether a text holds a C0 or C1 control character (NUL included). */
export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** A one-line text: any C0 or C1 control character is refused. */
export const lineText = () => z.string().check(z.refine((v) => !CONTROL.test(v), CONTROL_CHARACTERS_TEXT));

/** A text of several lines (a support message): tabs and line breaks allowed, other control characters refused. */
export const multilineText = () =>
  z.string().check(z.refine((v) => !CONTROL_BUT_LINES.test(v), CONTROL_CHARACTERS_TEXT));
