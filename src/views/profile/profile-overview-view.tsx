import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract/constants';
import type { User } from '../../contract/profile';
import { formatMoney } from '../../i18n/format';
import { Button } from '../../ui/button';
import { VerificationBadge } from './verification-badge';

export type ProfileUser = Pick<
  User,
  | 'name'
  | 'email'
  | 'phone'
  | 'currency'
  | 'total_balance'
  | 'bonus_balance'
  | 'is_email_verified'
  | 'is_phone_verified'
  | 'verification'
  | 'premium'
>;

export interface ProfileOverviewViewProps {
  /** The loaded user, or null for a guest. */
  user: ProfileUser | null;
  onLogin: () => void;
}

/** The main profile page: contacts, balances and verification. */
export function ProfileOverviewView({ user, onLogin }: ProfileOverviewViewProps) {
  const { t, i18n } = useLingui();
  if (!user) {
    return (
      <section className="flex flex-col items-center gap-4 rounded-3xl border border-night-700 bg-night-900 px-6 py-12 text-center">
        <p className="text-slate-300">
          <Trans>Log in to see your profile.</Trans>
        </p>
        <Button onClick={onLogin}>
          <Trans>Log in</Trans>
        </Button>
      </section>
    );
  }
  const money = (amount: number) => formatMoney(amount, user.currency, i18n.locale as Locale);
  const row = 'flex items-center justify-between gap-4 border-b border-night-800 py-3 last:border-0';
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="rounded-3xl border border-night-700 bg-night-900 p-5">
        <h2 className="mb-2 flex items-center gap-2 text-lg font-bold text-white">
          {user.name}
          {user.premium.status && (
            <span className="rounded-md bg-gold-400/15 px-2 py-0.5 text-xs text-gold-400">VIP</span>
          )}
        </h2>
        <dl>
          <div className={row}>
            <dt className="text-sm text-slate-400">{t`Email`}</dt>
            <dd className="text-sm text-slate-200">
              {user.email ?? '—'}{' '}
              {user.email && !user.is_email_verified && (
                <span className="text-amber-400">({t`not confirmed`})</span>
              )}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-400">{t`Phone`}</dt>
            <dd className="text-sm text-slate-200">
              {user.phone ?? '—'}{' '}
              {user.phone && !user.is_phone_verified && (
                <span className="text-amber-400">({t`not confirmed`})</span>
              )}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-400">{t`Verification`}</dt>
            <dd>
              <VerificationBadge status={user.verification.data.status} />
            </dd>
          </div>
        </dl>
      </section>
      <section className="rounded-3xl border border-night-700 bg-night-900 p-5">
        <h2 className="mb-2 text-lg font-bold text-white">{t`Balance`}</h2>
        <dl>
          <div className={row}>
            <dt className="text-sm text-slate-400">{t`Total`}</dt>
            <dd className="font-bold text-white tabular-nums">{money(user.total_balance)}</dd>
          </div>
          <div className={row}>
            <dt className="text-sm text-slate-400">{t`Bonus balance`}</dt>
            <dd className="text-slate-200 tabular-nums">{money(user.bonus_balance)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
