import { Trans, useLingui } from '@lingui/react/macro';
import type { BonusTerms } from '../../contract/bonuses';
import type { Locale } from '../../contract/constants';
import { formatMoney } from '../../i18n/format';
import { useAppSelector, type AppState } from '../../app';
import { bonusName } from '../bonuses/bonus-names';

/** The bonus the player's next deposit earns and its terms (`payments.bonus` of the billing data), as loaded. */
export const selectDepositBonus = (s: AppState): { name: string | null; terms: BonusTerms | null } | null =>
  s.payIn?.context.billing?.payments.bonus ?? null;

/** PayIn's line naming the bonus this deposit earns and how much it gives; nothing when it earns none. */
export function DepositBonus() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const offer = useAppSelector(selectDepositBonus);
  if (!offer?.name) return null;
  const bonus = bonusName(i18n, offer.name);
  const terms = offer.terms;
  const cap = terms ? formatMoney(terms.max_amount, terms.currency, locale) : '';
  const percent = terms?.match_percent;
  return (
    <div className="rounded-xl border border-gold-500/30 bg-gold-500/10 px-3.5 py-2.5 text-sm text-gold-300">
      <p>
        <Trans>This deposit earns {bonus}</Trans>
      </p>
      {terms && (
        <p className="font-semibold text-gold-200">
          {percent != null ? (
            <Trans>
              {percent}% of the deposit, up to {cap}
            </Trans>
          ) : (
            <Trans>{cap} bonus</Trans>
          )}
        </p>
      )}
    </div>
  );
}
