import { TextField, type TextFieldProps } from './text-field';

/** A password input; `kind` tells password managers whether to fill a saved password or suggest a new one. */
export function PasswordField({
  kind,
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete'> & { kind: 'current' | 'new' }) {
  return <TextField type="password" autoComplete={`${kind}-password`} {...props} />;
}
