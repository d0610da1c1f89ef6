import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { MethodType } from '../../contract/billing';
import { Button } from '../button';
import { FormError, type FormErrors } from '../form-error';
import { MaskedField } from '../masked-field';
import { PhoneField } from '../phone-field';
import type { PhoneCountry } from '../phone-masks';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';

/** Card numbers are 16 to 19 digits, grouped by four. */
export const CARD_MASK = '#### #### #### #### ###';

/** One payout method as the form lists it, its name already in the interface language. */
export interface PayoutMethodOption {
  value: string;
  label: string;
  type: MethodType;
  /** Crypto only: the coin's network, e.g. TRC20. */
  network: string | null;
}

/** What the player typed, before any parsing: the amount and the destination as shown. */
export interface PayoutValues {
  method: string;
  amount: string;
  destination: string;
}

export interface PayoutFormProps {
  methods: readonly PayoutMethodOption[];
  /** Label of the amount, naming the account currency. */
  amountLabel: string;
  /** The minimum payout and the available balance, formatted. */
  amountHint: ReactNode;
  /** The phone mask's country for phone methods. */
  phoneCountry: PhoneCountry;
  onSubmit: (values: PayoutValues) => void;
  busy: boolean;
  errors: FormErrors<keyof PayoutValues>;
}

/** A payout request: method, amount in the account currency and where to send it. */
export function PayoutForm({
  methods,
  amountLabel,
  amountHint,
  phoneCountry,
  onSubmit,
  busy,
  errors,
}: PayoutFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<PayoutValues>({
    method: methods[0]?.value ?? '',
    amount: '',
    destination: '',
  });
  const [country, setCountry] = useState<PhoneCountry>(phoneCountry);
  const method = methods.find((m) => m.value === values.method) ?? methods[0];
  const network = method?.network ?? null;
  const set = (key: keyof PayoutValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const destination = {
    value: values.destination,
    onChange: set('destination'),
    error: errors.destination,
    name: 'destination',
  };
  return (
    <form
      noValidate
      aria-label={t`Withdraw`}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <SelectField
        label={t`Payout method`}
        name="method"
        value={values.method}
        options={methods}
        onChange={(value) => setValues((v) => ({ ...v, method: value, destination: '' }))}
        error={errors.method}
      />
      <TextField
        label={amountLabel}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={set('amount')}
        error={errors.amount}
        hint={amountHint}
      />
      {method?.type === 'card' && (
        <MaskedField
          label={t`Card number`}
          mask={CARD_MASK}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0000 0000 0000 0000"
          {...destination}
        />
      )}
      {method?.type === 'phone' && (
        <PhoneField label={t`Phone`} country={country} onCountryChange={setCountry} {...destination} />
      )}
      {method?.type === 'crypto' && (
        <TextField
          label={t`Wallet address`}
          autoComplete="off"
          spellCheck={false}
          hint={network ? t`Network: ${network}` : undefined}
          {...destination}
        />
      )}
      <FormError message={errors.form} />
      <Button type="submit" busy={busy} block>
        <Trans>Request payout</Trans>
      </Button>
    </form>
  );
}
