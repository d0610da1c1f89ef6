import { Trans, useLingui } from '@lingui/react/macro';
import { type Locale } from '../../contract/constants';
import type { ApiFailure } from '../../contract/failure';
import type { VipRequestType, VipStatusAnswer } from '../../contract/vip';
import { formatMoney, intlLocale } from '../../i18n/format';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { useErrorText } from '../errors/use-error-text';
import { formatBps, VIP_LEVEL_NAMES, VIP_REQUEST_WAITING } from './vip-names';

export interface VipJoinProps {
  onRequest: (type: VipRequestType) => void;
  busy: boolean;
  failure: ApiFailure | null;
}

/**
 * The player's standing: level, progress to the next level, this week's turnover and rakeback, and the requests
 * to the VIP managers (join before the turnover makes one a member, or a call back).
 */
export function VipStatusCard({ status, join }: { status: VipStatusAnswer; join: VipJoinProps }) {
  const { t, i18n } = useLingui();
  const text = useErrorText();
  const locale = i18n.locale as Locale;
  const money = (amount: number) => formatMoney(amount, status.currency, locale);
  const levelName = status.level ? i18n._(VIP_LEVEL_NAMES[status.level.key]) : t`No level yet`;
  const nextName = status.next_level ? i18n._(VIP_LEVEL_NAMES[status.next_level.key]) : '';
  const remaining = money(status.progress.remaining);
  const percent = status.progress.percent;
  const weekTurnover = money(status.turnover.period);
  const rakeback = money(status.rakeback_estimate);
  const rate = status.level ? formatBps(status.level.rakeback_bps, intlLocale(locale)) : '';
  const waiting = new Set(status.open_requests.map((r) => r.request_type));
  return (
    <section aria-label={t`Your VIP status`} className="flex flex-col gap-4 rounded-2xl bg-night-900 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-white">
          <Trans>Your level: {levelName}</Trans>
        </h2>
        {status.premium && (
          <p className="text-sm font-semibold text-gold-400">
            <Trans>VIP member</Trans>
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <div
          role="progressbar"
          aria-label={t`Progress to the next level`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 overflow-hidden rounded-full bg-night-700"
        >
          <div className="h-full rounded-full bg-gold-400" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-xs text-slate-400">
          {status.next_level ? (
            <Trans>
              {remaining} more turnover to {nextName}
            </Trans>
          ) : (
            <Trans>You are at the top level.</Trans>
          )}
        </p>
      </div>
      <p className="text-sm text-slate-300">
        {status.level ? (
          <Trans>
            This week: turnover {weekTurnover}, rakeback so far {rakeback} ({rate}), credited after the week
            ends.
          </Trans>
        ) : (
          <Trans>This week: turnover {weekTurnover}.</Trans>
        )}
      </p>
      {status.open_requests.map((request) => (
        <p key={request.id} role="status" className="text-sm text-slate-300">
          {i18n._(VIP_REQUEST_WAITING[request.request_type])}
        </p>
      ))}
      <FormError message={join.failure ? text.code(join.failure.code) : undefined} />
      <div className="flex flex-wrap gap-3">
        {!status.premium && !waiting.has('join') && (
          <Button busy={join.busy} onClick={() => join.onRequest('join')}>
            <Trans>Join the VIP club</Trans>
          </Button>
        )}
        {!waiting.has('callback') && (
          <Button variant="secondary" busy={join.busy} onClick={() => join.onRequest('callback')}>
            <Trans>Ask a manager to call me</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
