import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { notify } from '../../ui/notify';
import { useForm } from '../../app';
import { useErrorText } from '../errors/use-error-text';
import { useFailureToast } from '../errors/use-failure-toast';
import { ProfileAccessView } from './profile-access-view';
import { RequireUser } from './require-user';

const CHANGE_FIELDS = ['old_password', 'password', 'password_confirm'] as const;
const SET_FIELDS = ['password', 'confirm_password'] as const;

/** /profile/access: change the password, or set the first one. */
export function ProfileAccess() {
  const { t } = useLingui();
  const text = useErrorText();
  const change = useForm('passwordChange');
  const set = useForm('passwordSet');
  useFailureToast(change.failure, { perField: true });
  useFailureToast(set.failure, { perField: true });
  useEffect(() => {
    if (change.successes + set.successes > 0) notify('success', t`Your password has been saved.`);
  }, [change.successes, set.successes, t]);
  return (
    <RequireUser>
      {(user) => (
        <ProfileAccessView
          hasPassword={user.is_password_exists}
          change={{
            onSubmit: change.submit,
            busy: change.busy,
            errors: text.fields(change.failure, CHANGE_FIELDS),
          }}
          set={{ onSubmit: set.submit, busy: set.busy, errors: text.fields(set.failure, SET_FIELDS) }}
        />
      )}
    </RequireUser>
  );
}
