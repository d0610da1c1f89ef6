import { Trans } from '@lingui/react/macro';
import { PasswordChangeForm, type PasswordChangeFormProps } from '../../ui/profile/password-change-form';
import { PasswordSetForm, type PasswordSetFormProps } from '../../ui/profile/password-set-form';

export interface ProfileAccessViewProps {
  /** `user.is_password_exists`: change the password if one exists, otherwise set the first one. */
  hasPassword: boolean;
  change: PasswordChangeFormProps;
  set: PasswordSetFormProps;
}

/** Profile → access: password change or first password. */
export function ProfileAccessView({ hasPassword, change, set }: ProfileAccessViewProps) {
  return (
    <section className="max-w-lg rounded-3xl border border-night-700 bg-night-900 p-5">
      <h2 className="mb-4 text-lg font-bold text-white">
        {hasPassword ? <Trans>Change password</Trans> : <Trans>Set a password</Trans>}
      </h2>
      {hasPassword ? <PasswordChangeForm {...change} /> : <PasswordSetForm {...set} />}
    </section>
  );
}
