import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract/constants';
import { selectCredited, useAppSelector } from '../../app';
import { formatMoney } from '../../i18n/format';
import { SuccessPaymentModal } from '../../ui/deposit/success-payment-modal';

/** SuccessPayment with the sum the last paid invoice credited. */
export function SuccessPayment({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const credited = useAppSelector(selectCredited);
  return (
    <SuccessPaymentModal
      credited={credited ? formatMoney(credited.amount, credited.currency, i18n.locale as Locale) : null}
      onClose={onClose}
    />
  );
}
