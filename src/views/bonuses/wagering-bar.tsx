import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract/constants';
import type { PlayerBonus } from '../../contract/bonuses';
import { formatMoney } from '../../i18n/format';
import { wagerPercent } from './bonus-progress';

/** How much of a bonus's wager is met: a bar and `wagered of required (percent)`. */
export function WageringBar({ bonus }: { bonus: PlayerBonus }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const percent = wagerPercent(bonus);
  const wagered = formatMoney(bonus.wagered, bonus.currency, locale);
  const required = formatMoney(bonus.wager_required, bonus.currency, locale);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={t`Wagering`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-night-700"
      >
        <div
          className="h-full rounded-full bg-gold-400 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-400 tabular-nums">
        <Trans>
          Wagered {wagered} of {required} ({percent}%)
        </Trans>
      </p>
    </div>
  );
}
