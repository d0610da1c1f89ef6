import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, type Locale } from '../../contract/constants';
import type { VipLevel, VipLevelKey } from '../../contract/vip';
import { formatMoney, intlLocale } from '../../i18n/format';
import { cx } from '../../ui/cx';
import { formatBps, VIP_LEVEL_NAMES } from './vip-names';

/**
 * The level table: the turnover that enters each level in `currency`, its weekly rakeback (of turnover) and
 * cashback (of the net loss on the house games).
 */
export function VipLevelsTable({
  levels,
  currency,
  current,
}: {
  levels: VipLevel[];
  currency: Currency;
  /** The player's level, marked in the table. */
  current: VipLevelKey | null;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // a phone scrolls the table, not the page
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`VIP levels`}</caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              <Trans>Level</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              <Trans>Turnover to reach it</Trans>
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              <Trans>Weekly rakeback</Trans>
            </th>
            <th scope="col" className="py-2 font-medium">
              <Trans>Weekly cashback</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700">
          {levels.map((level) => (
            <tr
              key={level.key}
              aria-current={level.key === current ? 'true' : undefined}
              className={cx(level.key === current && 'text-gold-400')}
            >
              <th scope="row" className="py-2.5 pr-4 font-semibold text-white">
                {i18n._(VIP_LEVEL_NAMES[level.key])}
              </th>
              <td className="py-2.5 pr-4 tabular-nums">
                {formatMoney(level.min_turnover[currency] ?? 0, currency, locale)}
              </td>
              <td className="py-2.5 pr-4 tabular-nums">
                {formatBps(level.rakeback_bps, intlLocale(locale))}
              </td>
              <td className="py-2.5 tabular-nums">{formatBps(level.cashback_bps, intlLocale(locale))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
