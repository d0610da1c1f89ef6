import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../button';
import { FormError, type FormErrors } from '../form-error';
import { PasswordField } from '../password-field';

/** Body of POST /password/update. */
export interface PasswordChangeValues {
  old_password: string;
  password: string;
  password_confirm: string;
}

export interface PasswordChangeFormProps {
  onSubmit: (values: PasswordChangeValues) => void;
  busy: boolean;
  errors: FormErrors<keyof PasswordChangeValues>;
}

/** Changes the password of the logged-in user. */
export function PasswordChangeForm({ onSubmit, busy, errors }: PasswordChangeFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<PasswordChangeValues>({
    old_password: '',
    password: '',
    password_confirm: '',
  });
  const set = (key: keyof PasswordChangeValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      noValidate
      aria-label={t`Change password`}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <PasswordField
        label={t`Current password`}
        name="old_password"
        kind="current"
        value={values.old_password}
        onChange={set('old_password')}
        error={errors.old_password}
      />
      <PasswordField
        label={t`New password`}
        name="password"
        kind="new"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <PasswordField
        label={t`Repeat the new password`}
        name="password_confirm"
        kind="new"
        value={values.password_confirm}
        onChange={set('password_confirm')}
        error={errors.password_confirm}
      />
      <FormError message={errors.form} />
      <Button type="submit" busy={busy} className="self-start">
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
