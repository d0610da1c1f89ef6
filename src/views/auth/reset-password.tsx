import { Trans } from '@lingui/react/macro';
import { useForm, useModalEvents } from '../../app';
import { Button } from '../../ui/button';
import { useErrorText } from '../errors/use-error-text';
import { useFailureToast } from '../errors/use-failure-toast';
import { PasswordResetDone } from './password-reset-view';
import { ResetPasswordView } from './reset-password-view';

/** /reset-password/$token: the new password, with the token of the emailed link or of a phone reset. */
export function ResetPassword({ token, phone }: { token: string; phone?: string | undefined }) {
  const reset = useForm('resetWithToken');
  const text = useErrorText();
  const { open } = useModalEvents();
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
    <ResetPasswordView
      onSubmit={({ password, password_confirm }) =>
        reset.submit({ token, password, password_confirm, ...(phone ? { phone } : {}) })
      }
      busy={reset.busy}
      errors={text.fields(reset.failure, ['password', 'password_confirm'] as const)}
    />
  );
}
