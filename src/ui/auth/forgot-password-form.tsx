import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../button';
import { FormError, type FormErrors } from '../form-error';
import { PhoneField } from '../phone-field';
import type { PhoneCountry } from '../phone-masks';
import { Tabs } from '../tabs';
import { TextField } from '../text-field';
import type { LoginTarget } from './login-form';

export interface ForgotPasswordFormProps {
  /** Asks for a reset link (email) or code (phone). */
  onSubmit: (values: LoginTarget) => void;
  busy: boolean;
  errors: FormErrors<'email' | 'phone'>;
  /** True once the request was accepted. */
  sent?: boolean;
  defaultCountry?: PhoneCountry;
}

/** Starts a password reset by email or phone. */
export function ForgotPasswordForm({
  onSubmit,
  busy,
  errors,
  sent,
  defaultCountry,
}: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [country, setCountry] = useState<PhoneCountry>(defaultCountry ?? 'ru');
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(method === 'email' ? { method, email: email.trim() } : { method, phone });
      }}
    >
      <Tabs
        label={t`Reset by`}
        value={method}
        onChange={setMethod}
        options={[
          { value: 'email', label: t`Email` },
          { value: 'phone', label: t`Phone` },
        ]}
      />
      {method === 'email' ? (
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
      ) : (
        <PhoneField
          label={t`Phone`}
          value={phone}
          onChange={setPhone}
          country={country}
          onCountryChange={setCountry}
          error={errors.phone}
        />
      )}
      <FormError message={errors.form} />
      {sent && (
        <p role="status" className="text-sm text-jade-400">
          {method === 'email' ? (
            <Trans>We have sent a reset code and link to your email.</Trans>
          ) : (
            <Trans>We have sent a code to your phone.</Trans>
          )}
        </p>
      )}
      <Button type="submit" busy={busy} block>
        <Trans>Reset password</Trans>
      </Button>
    </form>
  );
}
