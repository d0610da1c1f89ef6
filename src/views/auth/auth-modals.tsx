import { useNavigate } from '@tanstack/react-router';
import type { ModalName } from '../../contract/constants';
import {
  selectAuthError,
  selectCountryCode,
  selectIsBusy,
  selectLocale,
  useAppSelector,
  useForm,
  useModalEvents,
  useSessionEvents,
} from '../../app';
import type { LoginValues } from '../../ui/auth/login-form';
import type { RegisterValues } from '../../ui/auth/register-form';
import { useErrorText } from '../errors/use-error-text';
import { useFailureToast } from '../errors/use-failure-toast';
import { ModalHost } from './modal-host';
import { useAuthErrorToasts } from './use-auth-error-toasts';

const LOGIN_FIELDS = ['email', 'phone', 'password', 'code'] as const;
const REGISTER_FIELDS = ['email', 'phone', 'password', 'currency', 'promo'] as const;

/** The Login and Register modals, wired to the session flow and the login-code form. */
export function AuthModals({ open }: { open: ModalName | null }) {
  const busy = useAppSelector(selectIsBusy);
  const error = useAppSelector(selectAuthError);
  const locale = useAppSelector(selectLocale);
  const country = useAppSelector(selectCountryCode);
  const session = useSessionEvents();
  const modals = useModalEvents();
  const loginCode = useForm('loginCode');
  const text = useErrorText();
  const navigate = useNavigate();
  const kind = open === 'Register' ? 'register' : 'login';
  useAuthErrorToasts(error, kind);

  useFailureToast(loginCode.failure);

  const close = () => {
    session.dismissError();
    modals.close();
  };
  const login = (v: LoginValues) => {
    if (v.method === 'email') {
      if (v.secret === 'password') session.loginByEmailPassword(v.email, v.password ?? '');
      else session.loginByEmailCode(v.email, v.code ?? '');
    } else if (v.secret === 'password') session.loginByPhonePassword(v.phone, v.password ?? '');
    else session.loginByPhoneCode(v.phone, v.code ?? '');
  };
  const register = ({ method, ...v }: RegisterValues) => {
    const form = {
      password: v.password,
      currency: v.currency,
      locale,
      ...(v.promo ? { promo: v.promo } : {}),
    };
    if (method === 'email' && 'email' in v) session.registerByEmail({ ...form, email: v.email });
    if (method === 'phone' && 'phone' in v) session.registerByPhone({ ...form, phone: v.phone });
  };
  const defaultCountry = country === 'KZ' ? 'kz' : country === 'BY' ? 'by' : 'ru';

  return (
    <ModalHost
      open={open}
      onClose={close}
      login={{
        onSubmit: login,
        onSendCode: loginCode.submit,
        busy,
        errors: kind === 'login' ? text.fields(error, LOGIN_FIELDS) : {},
        sendingCode: loginCode.busy,
        codeSent: loginCode.succeeded,
        defaultCountry,
        onSwitchToRegister: () => modals.open('Register'),
        onForgotPassword: () => {
          close();
          void navigate({ to: '/{-$lang}/password/reset' });
        },
      }}
      register={{
        onSubmit: register,
        busy,
        errors: kind === 'register' ? text.fields(error, REGISTER_FIELDS) : {},
        defaultCountry,
        onSwitchToLogin: () => modals.open('Login'),
      }}
    />
  );
}
