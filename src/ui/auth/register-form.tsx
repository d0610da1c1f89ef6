import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CURRENCIES, CURRENCY_SYMBOLS, DEFAULT_CURRENCY, type Currency } from '../../contract/constants';
import { Button } from '../button';
import { FormError, type FormErrors } from '../form-error';
import type { PhoneCountry } from '../phone-masks';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { AddressFields, useAddress } from './address-fields';
import { PasswordField } from '../password-field';

/** What the registration form submits; `promo` is left out when empty. */
export type RegisterValues = { password: string; currency: Currency; promo?: string } & (
  { method: 'email'; email: string } | { method: 'phone'; phone: string }
);

export interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => void;
  busy: boolean;
  errors: FormErrors<'email' | 'phone' | 'password' | 'currency' | 'promo'>;
  defaultCountry?: PhoneCountry;
  defaultPromo?: string;
  onSwitchToLogin?: () => void;
}

/** Registration by email or phone with a password, a currency (RUB by default) and an optional promo code. */
export function RegisterForm(props: RegisterFormProps) {
  const { busy, errors } = props;
  const { t } = useLingui();
  const address = useAddress(props.defaultCountry);
  const [password, setPassword] = useState('');
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY);
  const [promo, setPromo] = useState(props.defaultPromo ?? '');

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const base = { password, currency, ...(promo.trim() ? { promo: promo.trim() } : {}) };
        props.onSubmit({ ...base, ...address.target });
      }}
    >
      <AddressFields tabsLabel={t`Sign up with`} address={address} errors={errors} />
      <PasswordField
        label={t`Password`}
        name="password"
        kind="new"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint={t`At least 8 characters with a letter and a digit.`}
      />
      <SelectField
        label={t`Currency`}
        name="currency"
        value={currency}
        onChange={setCurrency}
        error={errors.currency}
        options={CURRENCIES.map((c) => ({ value: c, label: `${c} ${CURRENCY_SYMBOLS[c]}` }))}
      />
      <TextField
        label={t`Promo code (optional)`}
        name="promo"
        autoComplete="off"
        value={promo}
        onChange={setPromo}
        error={errors.promo}
      />
      <FormError message={errors.form} />
      <Button type="submit" busy={busy} block size="lg">
        <Trans>Sign up</Trans>
      </Button>
      <p className="text-center text-xs text-slate-400">
        <Trans>
          By signing up you confirm that you are at least 18 years old and accept the user agreement.
        </Trans>
      </p>
      {props.onSwitchToLogin && (
        <button
          type="button"
          className="text-sm font-semibold text-gold-400 hover:text-gold-300"
          onClick={props.onSwitchToLogin}
        >
          <Trans>Already have an account? Log in</Trans>
        </button>
      )}
    </form>
  );
}
