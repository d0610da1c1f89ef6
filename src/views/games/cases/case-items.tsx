import { useLingui } from '@lingui/react/macro';
import type { Currency, Locale } from '../../../contract/constants';
import type { CaseDisplay } from '../../../contract/games/cases';
import { formatMoney } from '../../../i18n/format';
import { cx } from '../../../ui/cx';
import { formatPercent } from '../kit/format';
import { caseName } from './case-names';
import { RARITY_NAMES, RARITY_STYLES } from './rarity';

/** What a case holds: each item in its rarity's colour, with its drop chance and what it credits. */
export function CaseItems({ def, currency }: { def: CaseDisplay; currency: Currency }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <section aria-labelledby="case-items" className="flex flex-col gap-3">
      <h2 id="case-items" className="text-base font-bold text-white">
        {t`What is inside`}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[...def.items].reverse().map((item) => {
          const style = RARITY_STYLES[item.rarity];
          return (
            <li
              key={item.id}
              className={cx(
                'flex flex-col gap-1 rounded-xl border-b-4 bg-gradient-to-t to-night-800 p-3',
                style.border,
                style.glow,
              )}
            >
              <span className="text-sm font-bold text-white">{caseName(i18n, item)}</span>
              <span className={cx('text-xs font-semibold', style.text)}>
                {i18n._(RARITY_NAMES[item.rarity])}
              </span>
              <span className="flex justify-between gap-2 text-xs text-slate-400 tabular-nums">
                <span>{formatPercent(item.chance * 100, locale)}</span>
                <span className="font-semibold text-slate-200">
                  {formatMoney(item.value[currency], currency, locale)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
