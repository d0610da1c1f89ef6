import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract/constants';
import type { FreeSpin } from '../../contract/free-spins';
import { formatMoney } from '../../i18n/format';
import { Button } from '../../ui/button';
import { gameTitle } from './game-title';
import { TimeLeft } from './time-left';

/** The player's free-spin campaigns, the soonest to expire first, each counted down and cancellable. */
export function FreeSpinsList({
  spins,
  onCancel,
}: {
  spins: FreeSpin[];
  onCancel: (spin: FreeSpin) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (spins.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>You have no free spins.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-night-700">
      {spins.map((spin) => {
        const game = gameTitle(i18n, spin.game.id);
        const left = spin.count;
        const total = spin.total_count;
        const bet = formatMoney(spin.bet_value, spin.currency, locale);
        return (
          <li
            key={spin.id}
            aria-label={game}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="flex min-w-0 flex-col gap-0.5 text-sm">
              <p className="font-semibold text-white">
                <Trans>
                  {left} of {total} free spins in {game}
                </Trans>
              </p>
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-400">
                <Trans>Bet {bet} per spin · expires in</Trans>
                <TimeLeft
                  endsAt={Date.parse(spin.expiration_at)}
                  label={t`Time left for free spins in ${game}`}
                />
              </p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => onCancel(spin)}>
              <Trans>Cancel spins</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
