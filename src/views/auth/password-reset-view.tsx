import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from '../../ui/auth/forgot-password-form';
import { Page, PageHeader } from '../../ui/page-header';

/** /password/reset: asks for a reset link or code; `children` is the next step once the code was sent. */
export function PasswordResetView({
  children,
  ...props
}: ForgotPasswordFormProps & { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Page narrow>
      <PageHeader title={t`Password recovery`} subtitle={t`Enter the email or phone of your account.`} />
      <div className="flex flex-col gap-6 rounded-3xl border border-night-700 bg-night-900 p-5">
        <ForgotPasswordForm {...props} />
        {children}
      </div>
    </Page>
  );
}

/** The end of a reset: the password is saved. */
export function PasswordResetDone({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Page narrow>
      <PageHeader title={t`Password recovery`} />
      <div className="flex flex-col items-start gap-4 rounded-3xl border border-night-700 bg-night-900 p-5">
        <p role="status" className="text-jade-400">
          <Trans>Your new password is saved. You can log in with it now.</Trans>
        </p>
        {children}
      </div>
    </Page>
  );
}
