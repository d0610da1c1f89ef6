import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { notify } from '../../ui/notify';
import type { AuthError } from '../../../machines/session/session.types';
import { useErrorText } from '../errors/use-error-text';

/**
 * SPEC §5/§8 notifications of a failed login or registration: a login error is one translated notification under
 * the generic error title; registration errors are every server message, one per line.
 */
export function useAuthErrorToasts(error: AuthError | null, kind: 'login' | 'register') {
  const { t } = useLingui();
  const text = useErrorText();
  useEffect(() => {
    if (!error) return;
    const lines = Object.values(error.fields).flat().map(text.field);
    const description = kind === 'register' && lines.length ? lines.join('\n') : text.code(error.code);
    notify('error', t`Error`, { description, className: 'whitespace-pre-line' });
  }, [error, kind, t, text]);
}
