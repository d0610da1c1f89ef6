import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useModalEvents } from '../../app';
import type { AddressTarget } from '../../contract/auth';
import { NewPasswordForm } from '../../ui/auth/new-password-form';
import { Button } from '../../ui/button';
import { useErrorText } from '../errors/use-error-text';
import { useFailureToast } from '../errors/use-failure-toast';
import { PasswordResetDone, PasswordResetView } from './password-reset-view';

/** /password/reset: asks for a reset code (and, by email, a link), then sets the new password with the code. */
export function PasswordReset() {
  const forgot = useForm('forgotPassword');
  const reset = useForm('resetWithCode');
  const text = useErrorText();
  const { open } = useModalEvents();
  const [target, setTarget] = useState<AddressTarget | null>(null);
  useFailureToast(forgot.failure);
  useFailureToast(reset.failure);
  if (reset.succeeded) {
    return (
      <PasswordResetDone>
        <Button onClick={() => open('Login')}>
          <Trans>Log in</Trans>
        </Button>
      </PasswordResetDone>
    );
  }
  return (
    <PasswordResetView
      onSubmit={(values) => {
        setTarget(values);
        forgot.submit(values);
      }}
      busy={forgot.busy}
      errors={text.fields(forgot.failure, ['email', 'phone'] as const)}
      sent={forgot.succeeded}
    >
      {forgot.succeeded && target && (
        <NewPasswordForm
          withCode
          onSubmit={({ code, password, password_confirm }) =>
            reset.submit({ ...target, code: code ?? '', password, password_confirm })
          }
          busy={reset.busy}
          errors={text.fields(reset.failure, ['code', 'password', 'password_confirm'] as const)}
        />
      )}
    </PasswordResetView>
  );
}
