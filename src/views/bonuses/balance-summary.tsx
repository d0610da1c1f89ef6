import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { Locale } from '../../contract/constants';
import type { User } from '../../contract/profile';
import { formatMoney } from '../../i18n/format';
import { cx } from '../../ui/cx';

/** One balance: its name, and the amount named by it. */
function Balance({ label, amount, accent }: { label: ReactNode; amount: string; accent?: boolean }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-night-900 px-5 py-4">
      <dt id={labelId} className="text-xs text-slate-400">
        {label}
      </dt>
      <dd
        aria-labelledby={labelId}
        className={cx('text-xl font-extrabold tabular-nums', accent ? 'text-gold-400' : 'text-white')}
      >
        {amount}
      </dd>
    </div>
  );
}

/** The player's main and bonus balances, as the profile answer gives them. */
export function BalanceSummary({ user }: { user: User }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Balance
        label={<Trans>Main balance</Trans>}
        amount={formatMoney(user.balance, user.currency, locale)}
      />
      <Balance
        label={<Trans>Bonus balance</Trans>}
        amount={formatMoney(user.bonus_balance, user.currency, locale)}
        accent
      />
    </dl>
  );
}
