import {
  autoUpdate,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Currency, Locale } from '../contract/constants';
import { formatMoney } from '../i18n/format';
import { Button } from './button';

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
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(6), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
  ]);
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
      <button
        ref={refs.setReference}
        type="button"
        aria-label={t`Account menu`}
        className="size-9 overflow-hidden rounded-full bg-night-700 text-sm font-bold text-gold-400"
        {...getReferenceProps()}
      >
        {avatarUrl ? (
          <img src={avatarUrl} alt="" className="size-full object-cover" />
        ) : (
          name.slice(0, 1).toUpperCase()
        )}
      </button>
      {open && (
        <div
          ref={refs.setFloating}
          style={floatingStyles}
          className="z-40 w-52 rounded-xl border border-night-700 bg-night-800 p-1 shadow-xl"
          {...getFloatingProps()}
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500">{name}</p>
          <Link to="/{-$lang}/profile" role="menuitem" className={item} onClick={() => setOpen(false)}>
            <Trans>Profile</Trans>
          </Link>
          <Link
            to="/{-$lang}/profile/setting"
            role="menuitem"
            className={item}
            onClick={() => setOpen(false)}
          >
            <Trans>Settings</Trans>
          </Link>
          <button
            type="button"
            role="menuitem"
            className={`${item} text-rose-300`}
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            <Trans>Log out</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
