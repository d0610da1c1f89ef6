import { Trans, useLingui } from '@lingui/react/macro';
import type { BonusTerms as Terms } from '../../contract/bonuses';
import type { Locale } from '../../contract/constants';
import { formatMoney } from '../../i18n/format';
import { gameTitle } from './game-title';

/** What a deposit earns under one offer: match or fixed amount, minimum deposit, wagering, expiry, free spins. */
export function BonusTerms({ terms }: { terms: Terms }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const money = (amount: number) => formatMoney(amount, terms.currency, locale);
  const cap = money(terms.max_amount);
  const minimum = money(terms.min_deposit);
  const percent = terms.match_percent;
  const wager = terms.wager_multiplier;
  const days = terms.expiry_days;
  const spins = terms.free_spins;
  const spinCount = spins?.count ?? 0;
  const game = spins ? gameTitle(i18n, spins.game_id) : '';
  return (
    <ul className="flex flex-col gap-1 text-sm text-slate-300">
      <li>
        {percent !== null ? (
          <Trans>
            {percent}% of the deposit, up to {cap}
          </Trans>
        ) : (
          <Trans>{cap} bonus</Trans>
        )}
      </li>
      {terms.min_deposit > 0 && (
        <li>
          <Trans>Minimum deposit {minimum}</Trans>
        </li>
      )}
      <li>
        <Trans>
          Wager ×{wager} within {days} days
        </Trans>
      </li>
      {spins && (
        <li>
          <Trans>
            {spinCount} free spins in {game}
          </Trans>
        </li>
      )}
    </ul>
  );
}
