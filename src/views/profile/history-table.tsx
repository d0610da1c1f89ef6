import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type Locale } from '../../contract/constants';
import type { HistoryItem } from '../../contract/billing';
import { dateFormat, formatMoney } from '../../i18n/format';
import { Badge } from '../../ui/badge';
import { cx } from '../../ui/cx';
import { bonusName } from '../bonuses/bonus-names';
import { HISTORY_STATUS_LABELS, HISTORY_STATUS_TONES, HISTORY_TYPE_LABELS } from './history-labels';

/**
 * The money movements of one page: type, signed amount, status and date; a bonus movement names its bonus, linking to
 * /bonuses. On a phone each row is a small card (type and amount, then status and date) instead of four columns that
 * would push the last two off the screen.
 */
export function HistoryTable({ items }: { items: readonly HistoryItem[] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const date = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const cell = 'sm:px-4 sm:py-3';
  return (
    <div className="overflow-x-auto rounded-3xl border border-night-700 bg-night-900">
      <table className="w-full text-left text-sm sm:min-w-[36rem]">
        <thead className="text-xs text-slate-400 uppercase max-sm:sr-only">
          <tr>
            <th scope="col" className={cell}>
              <Trans>Type</Trans>
            </th>
            <th scope="col" className={`${cell} text-right`}>
              <Trans>Amount</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Status</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Date</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const money = formatMoney(item.amount, item.currency, locale);
            return (
              <tr
                key={item.id}
                className="border-t border-night-800 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3 max-sm:first:border-t-0"
              >
                <td className={`${cell} max-sm:min-w-0`}>
                  <p className="font-semibold text-white">{i18n._(HISTORY_TYPE_LABELS[item.type])}</p>
                  {item.bonus ? (
                    <p className="text-xs break-words">
                      <Link to="/{-$lang}/bonuses" className="text-gold-400 hover:underline">
                        {bonusName(i18n, item.bonus.name)}
                      </Link>
                    </p>
                  ) : (
                    item.description && <p className="text-xs text-slate-400">{item.description}</p>
                  )}
                </td>
                <td
                  className={cx(
                    cell,
                    'text-right font-semibold whitespace-nowrap tabular-nums',
                    item.amount > 0 ? 'text-jade-400' : 'text-slate-200',
                  )}
                >
                  {item.amount > 0 ? `+${money}` : money}
                </td>
                <td className={cell}>
                  <Badge tone={HISTORY_STATUS_TONES[item.status]}>
                    {i18n._(HISTORY_STATUS_LABELS[item.status])}
                  </Badge>
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-400 max-sm:text-right`}>
                  <time dateTime={item.created_at}>{date.format(new Date(item.created_at))}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
