import { Trans, useLingui } from '@lingui/react/macro';
import { type Locale } from '../../contract/constants';
import type { HistoryItem } from '../../contract/billing';
import { dateFormat, formatMoney } from '../../i18n/format';
import { Badge } from '../../ui/badge';
import { cx } from '../../ui/cx';
import { HISTORY_STATUS_LABELS, HISTORY_STATUS_TONES, HISTORY_TYPE_LABELS } from './history-labels';

/** The money movements of one page: type, signed amount, status and date. */
export function HistoryTable({ items }: { items: readonly HistoryItem[] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const date = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const cell = 'px-4 py-3';
  return (
    <div className="overflow-x-auto rounded-3xl border border-night-700 bg-night-900">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="text-xs text-slate-400 uppercase">
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
              <tr key={item.id} className="border-t border-night-800">
                <td className={cell}>
                  <p className="font-semibold text-white">{i18n._(HISTORY_TYPE_LABELS[item.type])}</p>
                  {item.description && <p className="text-xs text-slate-400">{item.description}</p>}
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
                <td className={`${cell} whitespace-nowrap text-slate-400`}>
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
