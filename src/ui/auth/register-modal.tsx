import { Trans } from '@lingui/react/macro';
import { Modal } from '../modal';
import { RegisterForm, type RegisterFormProps } from './register-form';

export interface RegisterModalProps extends RegisterFormProps {
  open: boolean;
  onClose: () => void;
}

/** The Register modal: the registration form in the modal shell. */
export function RegisterModal({ open, onClose, ...form }: RegisterModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={<Trans>Create account</Trans>}>
      <RegisterForm {...form} />
    </Modal>
  );
}
