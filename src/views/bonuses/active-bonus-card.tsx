import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerBonus } from '../../contract/bonuses';
import type { Locale } from '../../contract/constants';
import { formatMoney } from '../../i18n/format';
import { Button } from '../../ui/button';
import { bonusName } from './bonus-names';
import { TimeLeft } from './time-left';
import { WageringBar } from './wagering-bar';

/** The bonus being wagered: its amount, the wagering bar, the time left and a cancel button. */
export function ActiveBonusCard({ bonus, onCancel }: { bonus: PlayerBonus; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const name = bonusName(i18n, bonus.name);
  const amount = formatMoney(bonus.amount, bonus.currency, i18n.locale as Locale);
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-4 rounded-2xl border border-gold-500/30 bg-night-900 p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-white">{name}</h3>
        <p className="text-lg font-extrabold text-gold-400 tabular-nums">{amount}</p>
      </header>
      <WageringBar bonus={bonus} />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-400">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Trans>Expires in</Trans>
          <TimeLeft endsAt={Date.parse(bonus.expires_at)} label={t`Time left to wager ${name}`} />
        </p>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          <Trans>Cancel bonus</Trans>
        </Button>
      </div>
    </article>
  );
}
