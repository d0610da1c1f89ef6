import { useLingui } from '@lingui/react/macro';
import { selectUser, useAppSelector } from '../../../app';
import type { Locale } from '../../../contract/constants';
import { formatMoney } from '../../../i18n/format';
import type { StakeBounds, StakeProblem } from './stake';

/** Why a typed stake cannot be bet, in words, with the amounts in the player's currency. */
export function useStakeProblemText(): (problem: StakeProblem, bounds: StakeBounds) => string {
  const { t, i18n } = useLingui();
  const bonusBalance = useAppSelector(selectUser)?.bonus_balance ?? 0;
  return (problem, bounds) => {
    const money = (amount: number) => formatMoney(amount, bounds.currency, i18n.locale as Locale);
    switch (problem.kind) {
      case 'empty':
        return t`Enter your bet amount.`;
      case 'invalid':
        return t`Enter the bet as a number, such as 10 or 2.5.`;
      case 'precision': {
        const digits = problem.digits;
        return t`The bet can have at most ${digits} decimal places.`;
      }
      case 'belowMinimum': {
        const min = money(problem.min);
        return t`The minimum bet is ${min}.`;
      }
      case 'aboveMaximum': {
        const max = money(problem.max);
        return t`The maximum bet is ${max}.`;
      }
      case 'aboveBalance': {
        const balance = money(problem.balance);
        // the header shows main and bonus money together; only the main balance pays a bet
        return bonusBalance > 0
          ? t`Not enough money: your main balance is ${balance}. Your bonus balance moves to it once the bonus is wagered.`
          : t`Not enough money: your balance is ${balance}.`;
      }
    }
  };
}
