import { numberFormat } from '../../../i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Locale } from '../../../contract/constants';
import { kenoPaytableDisplay, type KenoRisk } from '../../../contract/games/keno';
import type { Ratio } from '../../../contract/games/ratio';
import { cx } from '../../../ui/cx';
import { formatMultiplier } from '../kit/format';

export interface KenoPaytableProps {
  risk: KenoRisk;
  picks: number;
  rtp: Ratio;
  /** The hits of the last bet when it was played with this risk and pick count, to mark its row. */
  lastHits: number | null;
}

/** A chance in percent with three significant digits, so the rarest rows (one in 10⁸) still read as more than 0. */
function formatChance(percent: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumSignificantDigits: 3 }).format(percent / 100);
}

/** What each number of hits pays for the risk and the pick count, and how likely it is. */
export function KenoPaytable({ risk, picks, rtp, lastHits }: KenoPaytableProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (picks === 0) {
    return (
      <p className="rounded-2xl bg-night-800 px-4 py-3 text-sm text-slate-400">
        <Trans>Pick numbers to see what they pay.</Trans>
      </p>
    );
  }
  const rows = kenoPaytableDisplay(risk, picks, rtp);
  return (
    <div className="overflow-x-auto rounded-2xl bg-night-800 px-3 py-2">
      <table className="w-full text-sm tabular-nums">
        <caption className="pb-1 text-left text-xs font-semibold text-slate-400">{t`Paytable`}</caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-1 text-left font-medium">
              <Trans>Hits</Trans>
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              <Trans>Pays</Trans>
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              <Trans>Chance</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.hits}
              aria-current={row.hits === lastHits ? 'true' : undefined}
              className={cx(
                row.hits === lastHits && 'bg-jade-500/15 text-jade-400',
                row.hits !== lastHits && (row.multiplier > 0 ? 'text-slate-200' : 'text-slate-400'),
              )}
            >
              <th scope="row" className="py-0.5 text-left font-semibold">
                {row.hits}
              </th>
              <td className="py-0.5 text-right">{formatMultiplier(row.multiplier, locale)}</td>
              <td className="py-0.5 text-right">{formatChance(row.chancePercent, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
