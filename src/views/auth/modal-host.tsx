import type { ModalName } from '../../contract/constants';
import { LoginModal } from '../../ui/auth/login-modal';
import type { LoginFormProps } from '../../ui/auth/login-form';
import { RegisterModal } from '../../ui/auth/register-modal';
import type { RegisterFormProps } from '../../ui/auth/register-form';

export interface ModalHostProps {
  /** The open modal by name (SPEC §2), or null. */
  open: ModalName | null;
  onClose: () => void;
  login: LoginFormProps;
  register: RegisterFormProps;
}

/** Shows the auth modal named by the app actor; other modal names are rendered by their own areas. */
export function ModalHost({ open, onClose, login, register }: ModalHostProps) {
  return (
    <>
      <LoginModal open={open === 'Login' || open === 'LoginByEmail'} onClose={onClose} {...login} />
      <RegisterModal open={open === 'Register'} onClose={onClose} {...register} />
    </>
  );
}
