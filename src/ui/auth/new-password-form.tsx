import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../button';
import { FormError, type FormErrors } from '../form-error';
import { PasswordField } from '../password-field';
import { CodeField } from '../code-field';

export interface NewPasswordValues {
  password: string;
  password_confirm: string;
  /** Present when the form asks for the reset code too. */
  code?: string;
}

export interface NewPasswordFormProps {
  onSubmit: (values: NewPasswordValues) => void;
  busy: boolean;
  errors: FormErrors<keyof NewPasswordValues>;
  /** Ask for the reset code sent to the email or phone as well. */
  withCode?: boolean;
}

/** Chooses a new password after a reset link or code (fields as in the reset bodies). */
export function NewPasswordForm({ onSubmit, busy, errors, withCode }: NewPasswordFormProps) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ password, password_confirm: confirm, ...(withCode ? { code: code.trim() } : {}) });
      }}
    >
      {withCode && <CodeField value={code} onChange={setCode} error={errors.code} />}
      <PasswordField
        label={t`New password`}
        name="password"
        kind="new"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <PasswordField
        label={t`Repeat the password`}
        name="password_confirm"
        kind="new"
        value={confirm}
        onChange={setConfirm}
        error={errors.password_confirm}
      />
      <FormError message={errors.form} />
      <Button type="submit" busy={busy} block>
        <Trans>Save password</Trans>
      </Button>
    </form>
  );
}
