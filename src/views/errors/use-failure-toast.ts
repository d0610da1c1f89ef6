import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { notify } from '../../ui/notify';
import type { ApiFailure } from '../../contract/failure';

/**
 * Shows a failed form's reason as error notifications, once per failure: by default one notification with every
 * message; with `perField`, one notification per field with its first message (SPEC §5 password forms). The error
 * texts load with the first failure, like the notifications themselves (`ui/notify.ts`).
 */
export function useFailureToast(failure: ApiFailure | null, options: { perField?: boolean } = {}) {
  const { i18n, t } = useLingui();
  const perField = options.perField ?? false;
  useEffect(() => {
    if (!failure) return;
    const title = t`Error`;
    void import('./use-error-text').then(({ errorText }) => {
      const text = errorText(i18n);
      const fields = Object.values(failure.fields).filter((texts) => texts.length > 0);
      if (fields.length === 0) {
        notify('error', title, { description: text.code(failure.code) });
      } else if (perField) {
        for (const texts of fields) notify('error', title, { description: text.field(texts[0]!) });
      } else {
        notify('error', title, { description: fields.flat().map(text.field).join('\n') });
      }
    });
  }, [failure, perField, i18n, t]);
}
