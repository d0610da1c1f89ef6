import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { splitErrorText } from '../../contract/errors';
import type { ApiFailure } from '../../contract/failure';
import { ERROR_MESSAGES } from './error-messages';

/** What a failure tells a form: its code and field texts. */
type Failure = Pick<ApiFailure, 'code' | 'fields'>;

/** Turns error codes and `"<key>: <text>"` field texts into the current language. */
export interface ErrorText {
  /** A code's text (unknown codes: the generic server error). */
  code(code: string): string;
  /** One field text: the key translated when known, else the text as the server wrote it. */
  field(text: string): string;
  /**
   * The first text of each field the form shows, translated; texts of other fields go to `form`, and so does the
   * failure's code when no field explains it.
   */
  fields<K extends string>(failure: Failure | null, shown: readonly K[]): Partial<Record<K | 'form', string>>;
}

/** Error texts in the active language. */
export function useErrorText(): ErrorText {
  const { i18n } = useLingui();
  return useMemo(() => errorText(i18n), [i18n]);
}

/** Error texts in the language `i18n` has active (outside React: the failure notifications load this lazily). */
export function errorText(i18n: I18n): ErrorText {
  const code = (c: string) => i18n._(ERROR_MESSAGES[c] ?? ERROR_MESSAGES.server_error!);
  const field = (text: string) => {
    const { key, text: rest } = splitErrorText(text);
    const known = ERROR_MESSAGES[key];
    return known ? i18n._(known) : rest || text;
  };
  return {
    code,
    field,
    fields<K extends string>(failure: Failure | null, shown: readonly K[]) {
      const out: Partial<Record<K | 'form', string>> = {};
      if (!failure) return out;
      const rest: string[] = [];
      for (const [name, texts] of Object.entries(failure.fields)) {
        if (!texts[0]) continue;
        if ((shown as readonly string[]).includes(name)) out[name as K] = field(texts[0]);
        else rest.push(field(texts[0]));
      }
      if (rest.length) out.form = rest.join('\n');
      else if (Object.keys(out).length === 0) out.form = code(failure.code);
      return out;
    },
  };
}
