import { Trans } from '@lingui/react/macro';
import { Button } from '../button';
import { Modal } from '../modal';

/** SuccessPayment: the deposit has arrived; "Play" closes it. */
export function SuccessPaymentModal({ credited, onClose }: { credited: string | null; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={<Trans>Payment received</Trans>}>
      <div className="flex flex-col gap-4 text-sm text-slate-300">
        {credited ? (
          <p>
            <Trans>
              <strong className="text-lg text-white tabular-nums">{credited}</strong> is on your balance.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Your payment has been received.</Trans>
          </p>
        )}
        <Button onClick={onClose} block>
          <Trans>Play</Trans>
        </Button>
      </div>
    </Modal>
  );
}
