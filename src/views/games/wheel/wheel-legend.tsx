import { numberFormat } from '../../../i18n/format';
import { useLingui } from '@lingui/react/macro';
import { type Locale } from '../../../contract/constants';
import { cx } from '../../../ui/cx';
import { formatMultiplier } from '../kit/format';
import { multiplierCounts, segmentColor } from './wheel-colors';

/** The share of the wheel's segments that pay a multiplier, as a percentage with up to two decimals. */
const formatShare = (count: number, segments: number, locale: Locale) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(count / segments);

/** The multipliers of the wheel with their colour and chance; the one the last spin landed on is marked. */
export function WheelLegend({ table, landed }: { table: readonly number[]; landed: number | null }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const won = landed === null ? null : table[landed];
  return (
    <ul aria-label={t`Multipliers`} className="flex flex-wrap justify-center gap-2">
      {multiplierCounts(table).map(({ multiplier, count }) => {
        const chance = formatShare(count, table.length, locale);
        return (
          <li
            key={multiplier}
            aria-current={multiplier === won ? 'true' : undefined}
            className={cx(
              'flex items-center gap-2 rounded-xl bg-night-800 px-3 py-1.5 text-sm tabular-nums',
              multiplier === won && 'ring-2 ring-gold-400',
            )}
          >
            <span
              aria-hidden
              className="size-3 rounded-full"
              style={{ background: segmentColor(multiplier) }}
            />
            <span className="font-bold text-white">{formatMultiplier(multiplier, locale)}</span>
            <span className="text-xs text-slate-400">{chance}</span>
          </li>
        );
      })}
    </ul>
  );
}
