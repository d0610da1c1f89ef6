import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../button';
import { FormError, type FormErrors } from '../form-error';
import type { PhoneCountry } from '../phone-masks';
import { AddressFields, useAddress } from './address-fields';
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
  const address = useAddress(defaultCountry);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(address.target);
      }}
    >
      <AddressFields tabsLabel={t`Reset by`} address={address} errors={errors} />
      <FormError message={errors.form} />
      {sent && (
        <p role="status" className="text-sm text-jade-400">
          {address.method === 'email' ? (
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
