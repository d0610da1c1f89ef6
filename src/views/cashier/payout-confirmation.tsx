import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PaymentMethod, Payout } from '../../contract/billing';
import type { Locale } from '../../contract/constants';
import { formatMoney } from '../../i18n/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { maskDestination, methodLabel, PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES } from './payout-labels';

/** What the player sees once a payout is requested: the amount, where it goes and its (pending) status. */
export function PayoutConfirmation({
  payout,
  method,
  onAnother,
}: {
  payout: Payout;
  method: PaymentMethod | undefined;
  onAnother: () => void;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const titleId = useId();
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-night-700 bg-night-900 p-4"
    >
      <h3 id={titleId} className="font-bold text-white">
        <Trans>Payout requested</Trans>
      </h3>
      <p className="text-2xl font-extrabold text-white tabular-nums">
        {formatMoney(payout.amount, payout.currency, locale)}
      </p>
      <p className="text-sm text-slate-400">
        {method ? methodLabel(method, locale) : payout.method} · {maskDestination(payout.destination)}
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-300">
        <Trans>Status:</Trans>
        <Badge tone={PAYOUT_STATUS_TONES[payout.status]}>{i18n._(PAYOUT_STATUS_LABELS[payout.status])}</Badge>
      </p>
      <p className="text-sm text-slate-400">
        <Trans>
          The amount is reserved from your balance. You can follow the payout in your transaction history.
        </Trans>
      </p>
      <Button variant="secondary" className="self-start" onClick={onAnother}>
        <Trans>New payout</Trans>
      </Button>
    </section>
  );
}
