import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../button';
import { FormError, type FormErrors } from '../form-error';
import { TextField } from '../text-field';

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
      {withCode && (
        <TextField
          label={t`Code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          error={errors.code}
        />
      )}
      <TextField
        label={t`New password`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <TextField
        label={t`Repeat the password`}
        name="password_confirm"
        type="password"
        autoComplete="new-password"
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
