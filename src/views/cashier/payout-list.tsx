import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod, Payout } from '../../contract/billing';
import { type Locale } from '../../contract/constants';
import { dateFormat, formatMoney } from '../../i18n/format';
import { Badge } from '../../ui/badge';
import { maskDestination, methodLabel, PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES } from './payout-labels';

/** The player's recent payouts with their statuses, newest first. */
export function PayoutList({
  payouts,
  methods,
}: {
  payouts: readonly Payout[];
  methods: readonly PaymentMethod[];
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const date = dateFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  if (payouts.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>You have not requested any payouts yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-night-700">
      {payouts.map((payout) => {
        const method = methods.find((m) => m.hash === payout.method);
        return (
          <li key={payout.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
            <div className="min-w-0">
              <p className="font-semibold text-white tabular-nums">
                {formatMoney(payout.amount, payout.currency, locale)}
              </p>
              <p className="truncate text-xs text-slate-400">
                {method ? methodLabel(method, locale) : payout.method} · {maskDestination(payout.destination)}{' '}
                · <time dateTime={payout.created_at}>{date.format(new Date(payout.created_at))}</time>
              </p>
            </div>
            <Badge tone={PAYOUT_STATUS_TONES[payout.status]}>
              {i18n._(PAYOUT_STATUS_LABELS[payout.status])}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
