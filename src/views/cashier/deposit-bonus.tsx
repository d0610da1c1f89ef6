import { Trans, useLingui } from '@lingui/react/macro';
import { useAppSelector, type AppState } from '../../app';
import { bonusName } from '../bonuses/bonus-names';

/** The bonus the player's next deposit earns (`payments.bonus.name` of the billing data), or null when none. */
export const selectDepositBonusName = (s: AppState): string | null =>
  s.payIn?.context.billing?.payments.bonus.name ?? null;

/** PayIn's line naming the bonus this deposit earns; nothing when it earns none. */
export function DepositBonus() {
  const { i18n } = useLingui();
  const name = useAppSelector(selectDepositBonusName);
  if (!name) return null;
  const bonus = bonusName(i18n, name);
  return (
    <p className="rounded-xl border border-gold-500/30 bg-gold-500/10 px-3.5 py-2.5 text-sm text-gold-300">
      <Trans>This deposit earns {bonus}</Trans>
    </p>
  );
}
