import { useLingui } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from './text-field';

/** The 6-digit one-time code input, filled from the SMS or email where the device can. */
export function CodeField(props: Pick<TextFieldProps, 'value' | 'onChange' | 'error' | 'hint'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Code`}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
    />
  );
}
