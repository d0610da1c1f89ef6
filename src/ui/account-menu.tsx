import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Currency, Locale } from '../contract/constants';
import { formatMoney } from '../i18n/format';
import { Button } from './button';
import { Dropdown } from './dropdown';

export interface AccountMenuProps {
  name: string;
  /** Total balance in major units. */
  balance: number;
  currency: Currency;
  avatarUrl?: string | null;
  onDeposit: () => void;
  onLogout: () => void;
}

/** The logged-in user's header area: balance, deposit button and a menu. */
export function AccountMenu({ name, balance, currency, avatarUrl, onDeposit, onLogout }: AccountMenuProps) {
  const { t, i18n } = useLingui();
  const item = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-night-700';

  return (
    <div className="flex items-center gap-2">
      <div className="flex items-center rounded-xl bg-night-900 pl-3">
        <span className="text-sm font-bold text-white tabular-nums" aria-label={t`Balance`}>
          {formatMoney(balance, currency, i18n.locale as Locale)}
        </span>
        {/* on a phone the button is a plus, so a long balance still fits the header */}
        <Button size="sm" className="ml-3 max-sm:ml-2 max-sm:w-9 max-sm:px-0" onClick={onDeposit}>
          <span className="max-sm:sr-only">
            <Trans>Deposit</Trans>
          </span>
          <svg viewBox="0 0 20 20" className="size-4 sm:hidden" aria-hidden>
            <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </Button>
      </div>
      <Dropdown
        role="menu"
        label={t`Account menu`}
        buttonClassName="size-9 overflow-hidden rounded-full bg-night-700 text-sm font-bold text-gold-400"
        button={
          avatarUrl ? (
            <img src={avatarUrl} alt="" className="size-full object-cover" />
          ) : (
            name.slice(0, 1).toUpperCase()
          )
        }
        panelClassName="z-40 w-52 rounded-xl border border-night-700 bg-night-800 p-1 shadow-xl"
      >
        {(close) => (
          <>
            <p className="truncate px-3 py-2 text-xs text-slate-400">{name}</p>
            <Link to="/{-$lang}/profile" role="menuitem" className={item} onClick={close}>
              <Trans>Profile</Trans>
            </Link>
            <Link to="/{-$lang}/profile/setting" role="menuitem" className={item} onClick={close}>
              <Trans>Settings</Trans>
            </Link>
            <button
              type="button"
              role="menuitem"
              className={`${item} text-rose-300`}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <Trans>Log out</Trans>
            </button>
          </>
        )}
      </Dropdown>
    </div>
  );
}
