import { Trans } from '@lingui/react/macro';
import { selectOpenModal, selectUser, useAppSelector, useModalEvents } from '../../app';
import { AuthModals } from '../auth/auth-modals';
import { PayInModal } from '../cashier/pay-in-modal';
import { SuccessPayment } from '../cashier/success-payment';
import { VerificationBadge } from '../profile/verification-badge';
import { ConfirmPhoneModal } from './confirm-phone-modal';
import { NoticeModal } from './notice-modal';

/** Every modal of SPEC §2, shown by name as the modals flow says. */
export function AppModals() {
  const open = useAppSelector(selectOpenModal);
  const user = useAppSelector(selectUser);
  const { close } = useModalEvents();
  return (
    <>
      <AuthModals open={open} />
      {open === 'PayIn' && <PayInModal onClose={close} />}
      {open === 'SuccessPayment' && <SuccessPayment onClose={close} />}
      <NoticeModal open={open === 'Verification'} onClose={close} title={<Trans>Verification</Trans>}>
        {user ? (
          <p className="flex items-center gap-2">
            <Trans>Status:</Trans> <VerificationBadge status={user.verification.data.status} />
          </p>
        ) : (
          <p>
            <Trans>Log in to see your verification status.</Trans>
          </p>
        )}
      </NoticeModal>
      <ConfirmPhoneModal open={open === 'ConfirmByPhone'} onClose={close} />
    </>
  );
}
