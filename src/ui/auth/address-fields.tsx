import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AddressTarget } from '../../contract/auth';
import { PhoneField } from '../phone-field';
import type { PhoneCountry } from '../phone-masks';
import { Tabs } from '../tabs';
import { TextField } from '../text-field';

/** State of an email-or-phone choice: the chosen channel, both inputs and the phone mask's country. */
export function useAddress(defaultCountry: PhoneCountry = 'ru') {
  const [method, setMethod] = useState<AddressTarget['method']>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [country, setCountry] = useState<PhoneCountry>(defaultCountry);
  const target: AddressTarget = method === 'email' ? { method, email: email.trim() } : { method, phone };
  return { method, setMethod, email, setEmail, phone, setPhone, country, setCountry, target };
}
export type AddressState = ReturnType<typeof useAddress>;

/** Tabs to choose email or phone, then the email field or the masked phone field. */
export function AddressFields(props: {
  tabsLabel: string;
  address: AddressState;
  errors: { email?: string | undefined; phone?: string | undefined };
}) {
  const { t } = useLingui();
  const { address, errors } = props;
  return (
    <>
      <Tabs
        label={props.tabsLabel}
        value={address.method}
        onChange={address.setMethod}
        options={[
          { value: 'email', label: t`Email` },
          { value: 'phone', label: t`Phone` },
        ]}
      />
      {address.method === 'email' ? (
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          value={address.email}
          onChange={address.setEmail}
          error={errors.email}
        />
      ) : (
        <PhoneField
          label={t`Phone`}
          value={address.phone}
          onChange={address.setPhone}
          country={address.country}
          onCountryChange={address.setCountry}
          error={errors.phone}
        />
      )}
    </>
  );
}
