import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../button';
import { FormError, type FormErrors } from '../form-error';
import { PasswordField } from '../password-field';

/** Body of POST /api/v2/auth/password/set. */
export interface PasswordSetValues {
  password: string;
  confirm_password: string;
}

export interface PasswordSetFormProps {
  onSubmit: (values: PasswordSetValues) => void;
  busy: boolean;
  errors: FormErrors<keyof PasswordSetValues>;
}

/** Sets the first password of a user who registered without one. */
export function PasswordSetForm({ onSubmit, busy, errors }: PasswordSetFormProps) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return (
    <form
      noValidate
      aria-label={t`Set a password`}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ password, confirm_password: confirm });
      }}
    >
      <PasswordField
        label={t`Password`}
        name="password"
        kind="new"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <PasswordField
        label={t`Repeat the password`}
        name="confirm_password"
        kind="new"
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm_password}
      />
      <FormError message={errors.form} />
      <Button type="submit" busy={busy} className="self-start">
        <Trans>Set password</Trans>
      </Button>
    </form>
  );
}
