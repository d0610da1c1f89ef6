import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerBonus, PlayerBonusStatus } from '../../contract/bonuses';
import { type Locale } from '../../contract/constants';
import { dateFormat, formatMoney } from '../../i18n/format';
import { Badge, type BadgeTone } from '../../ui/badge';
import { bonusName } from './bonus-names';

const STATUS_LABELS: Record<PlayerBonusStatus, MessageDescriptor> = {
  active: msg`Active`,
  converted: msg`Wagered`,
  forfeited: msg`Expired`,
  cancelled: msg`Cancelled`,
};

const STATUS_TONES: Record<PlayerBonusStatus, BadgeTone> = {
  active: 'pending',
  converted: 'success',
  forfeited: 'neutral',
  cancelled: 'neutral',
};

/** Bonuses that ended: converted to the main balance, forfeited at expiry, or cancelled; newest first. */
export function BonusHistory({ bonuses }: { bonuses: PlayerBonus[] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const date = dateFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  if (bonuses.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>No bonus has ended yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-night-700">
      {bonuses.map((bonus) => {
        const money = (amount: number) => formatMoney(amount, bonus.currency, locale);
        const converted = money(bonus.converted_amount ?? 0);
        const ended = bonus.finished_at ?? bonus.expires_at;
        return (
          <li key={bonus.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
            <div className="min-w-0">
              <p className="font-semibold text-white">
                {bonusName(i18n, bonus.name)} · <span className="tabular-nums">{money(bonus.amount)}</span>
              </p>
              <p className="text-xs text-slate-400">
                {bonus.status === 'converted' && (
                  <>
                    <Trans>{converted} moved to your balance</Trans> ·{' '}
                  </>
                )}
                <time dateTime={ended}>{date.format(new Date(ended))}</time>
              </p>
            </div>
            <Badge tone={STATUS_TONES[bonus.status]}>{i18n._(STATUS_LABELS[bonus.status])}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
