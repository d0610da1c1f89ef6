import { useLingui } from '@lingui/react/macro';
import { NewPasswordForm, type NewPasswordFormProps } from '../../ui/auth/new-password-form';
import { Page, PageHeader } from '../../ui/page-header';

/** /reset-password/$token: chooses a new password. */
export function ResetPasswordView(props: NewPasswordFormProps) {
  const { t } = useLingui();
  return (
    <Page narrow>
      <PageHeader title={t`New password`} subtitle={t`Choose a new password for your account.`} />
      <div className="rounded-3xl border border-night-700 bg-night-900 p-5">
        <NewPasswordForm {...props} />
      </div>
    </Page>
  );
}
