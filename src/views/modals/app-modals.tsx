import { Trans } from '@lingui/react/macro';
import { selectOpenModal, selectUser, useAppSelector, useModalEvents } from '../../app';
import { AuthModals } from '../auth/auth-modals';
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
      <NoticeModal open={open === 'PayIn'} onClose={close} title={<Trans>Deposit</Trans>}>
        <p>
          <Trans>Deposits open together with the wallet. Your account and balance are ready for it.</Trans>
        </p>
      </NoticeModal>
      <NoticeModal open={open === 'SuccessPayment'} onClose={close} title={<Trans>Payment received</Trans>}>
        <p>
          <Trans>Your payment has been received.</Trans>
        </p>
      </NoticeModal>
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
