import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { selectCurrency, useAppSelector } from '../../../app';
import { DEFAULT_CURRENCY, type Locale } from '../../../contract/constants';
import { CASE_CATALOG, type CaseDisplay } from '../../../contract/games/cases';
import { formatMoney } from '../../../i18n/format';
import { cx } from '../../../ui/cx';
import { CaseBox } from './case-box';
import { caseName } from './case-names';
import { RARITY_STYLES } from './rarity';

/** The rarest item of a case: the list tints the case with its colour. */
const topRarity = (c: CaseDisplay) => c.items.at(-1)!.rarity;

/** /games/cases: every case on sale with its price in the player's currency (roubles for a guest). */
export function CasesListView() {
  const { t, i18n } = useLingui();
  const currency = useAppSelector(selectCurrency) ?? DEFAULT_CURRENCY;
  return (
    <ul aria-label={t`Cases`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {CASE_CATALOG.map((c) => {
        const name = caseName(i18n, c);
        const price = formatMoney(c.price[currency], currency, i18n.locale as Locale);
        return (
          <li key={c.slug}>
            <Link
              to="/{-$lang}/games/cases/$slug"
              params={{ slug: c.slug }}
              className={cx(
                'flex h-full flex-col items-center gap-3 rounded-2xl border border-night-700 bg-gradient-to-b to-night-900 p-4 text-center transition hover:-translate-y-0.5 hover:border-gold-400/50',
                RARITY_STYLES[topRarity(c)].glow,
              )}
            >
              <CaseBox className="size-16 text-gold-400" />
              <span className="font-bold text-white">{name}</span>
              <span className="rounded-lg bg-night-950/60 px-3 py-1 text-sm font-semibold text-gold-300 tabular-nums">
                <Trans>Open for {price}</Trans>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
