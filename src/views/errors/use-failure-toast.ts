import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { notify } from '../../ui/notify';
import type { ApiFailure } from '../../contract/failure';
import { useErrorText } from './use-error-text';

/**
 * Shows a failed form's reason as error notifications, once per failure: by default one notification with every
 * message; with `perField`, one notification per field with its first message (SPEC §5 password forms).
 */
export function useFailureToast(failure: ApiFailure | null, options: { perField?: boolean } = {}) {
  const { t } = useLingui();
  const text = useErrorText();
  const perField = options.perField ?? false;
  useEffect(() => {
    if (!failure) return;
    const fields = Object.values(failure.fields).filter((texts) => texts.length > 0);
    if (fields.length === 0) {
      notify('error', t`Error`, { description: text.code(failure.code) });
    } else if (perField) {
      for (const texts of fields) notify('error', t`Error`, { description: text.field(texts[0]!) });
    } else {
      notify('error', t`Error`, { description: fields.flat().map(text.field).join('\n') });
    }
  }, [failure, perField, t, text]);
}
