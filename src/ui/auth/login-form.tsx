import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AddressTarget } from '../../contract/auth';
import { Button } from '../button';
import { FormError, type FormErrors } from '../form-error';
import type { PhoneCountry } from '../phone-masks';
import { Tabs } from '../tabs';
import { CodeField } from '../code-field';
import { AddressFields, useAddress } from './address-fields';
import { PasswordField } from '../password-field';

export type LoginMethod = 'email' | 'phone';
export type LoginSecret = 'password' | 'code';
/** What the login form submits; the phone is the masked text. */
export type LoginValues =
  | { method: 'email'; secret: LoginSecret; email: string; password?: string; code?: string }
  | { method: 'phone'; secret: LoginSecret; phone: string; password?: string; code?: string };
/** Where a login code goes. */
export type LoginTarget = AddressTarget;

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  /** Asks for a one-time code to the email or phone. */
  onSendCode: (target: LoginTarget) => void;
  busy: boolean;
  errors: FormErrors<'email' | 'phone' | 'password' | 'code'>;
  sendingCode?: boolean;
  codeSent?: boolean;
  defaultCountry?: PhoneCountry;
  onForgotPassword?: () => void;
  onSwitchToRegister?: () => void;
}

/** Login by email or phone, with a password or a one-time code. */
export function LoginForm(props: LoginFormProps) {
  const { busy, errors, sendingCode, codeSent } = props;
  const { t } = useLingui();
  const [secret, setSecret] = useState<LoginSecret>('password');
  const address = useAddress(props.defaultCountry);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { target } = address;
  const proof = secret === 'password' ? { password } : { code: code.trim() };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit({ ...target, secret, ...proof });
      }}
    >
      <AddressFields tabsLabel={t`Log in with`} address={address} errors={errors} />
      <Tabs
        label={t`Confirm with`}
        value={secret}
        onChange={setSecret}
        options={[
          { value: 'password', label: t`Password` },
          { value: 'code', label: t`One-time code` },
        ]}
      />
      {secret === 'password' ? (
        <PasswordField
          label={t`Password`}
          name="password"
          kind="current"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
      ) : (
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <CodeField
              value={code}
              onChange={setCode}
              error={errors.code}
              hint={codeSent ? t`The code has been sent.` : undefined}
            />
          </div>
          <Button
            variant="secondary"
            busy={sendingCode}
            onClick={() => props.onSendCode(target)}
            className="mb-[1px]"
          >
            {codeSent ? <Trans>Resend code</Trans> : <Trans>Send code</Trans>}
          </Button>
        </div>
      )}
      <FormError message={errors.form} />
      <Button type="submit" busy={busy} block size="lg">
        <Trans>Log in</Trans>
      </Button>
      <div className="flex justify-between text-sm">
        {props.onForgotPassword && (
          <button type="button" className="text-slate-400 hover:text-white" onClick={props.onForgotPassword}>
            <Trans>Forgot password?</Trans>
          </button>
        )}
        {props.onSwitchToRegister && (
          <button
            type="button"
            className="font-semibold text-gold-400 hover:text-gold-300"
            onClick={props.onSwitchToRegister}
          >
            <Trans>Create account</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
