import { Trans } from '@lingui/react/macro';
import { Modal } from '../modal';
import { LoginForm, type LoginFormProps } from './login-form';

export interface LoginModalProps extends LoginFormProps {
  open: boolean;
  onClose: () => void;
}

/** The Login modal: the login form in the modal shell. */
export function LoginModal({ open, onClose, ...form }: LoginModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={<Trans>Log in</Trans>}>
      <LoginForm {...form} />
    </Modal>
  );
}
