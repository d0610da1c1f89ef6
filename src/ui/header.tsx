import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Locale } from '../contract/constants';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

export interface HeaderProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The auth area: `<AuthButtons/>` for guests, `<AccountMenu/>` when logged in. */
  auth: ReactNode;
}

const linkClass =
  'shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-slate-400 transition hover:text-white data-[status=active]:text-gold-400';

/** The site header: logo, sections, language and the auth area; sections scroll sideways on phones. */
export function Header({ locale, onLocaleChange, auth }: HeaderProps) {
  const { t } = useLingui();
  const nav = (
    <>
      <Link to="/{-$lang}/games/slots" className={linkClass}>
        <Trans>Casino games</Trans>
      </Link>
      <Link to="/{-$lang}/betting" className={linkClass}>
        <Trans>Sports betting</Trans>
      </Link>
      <Link to="/{-$lang}/bonuses" className={linkClass}>
        <Trans>Bonuses</Trans>
      </Link>
      <Link to="/{-$lang}/tournaments" className={linkClass}>
        <Trans>Tournaments</Trans>
      </Link>
      <Link to="/{-$lang}/vip-club" className={linkClass}>
        <Trans>VIP club</Trans>
      </Link>
    </>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-night-800 bg-night-950">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 max-sm:gap-2">
        <Link to="/{-$lang}" className="shrink-0">
          <Logo />
        </Link>
        <nav aria-label={t`Main`} className="hidden flex-1 items-center gap-1 lg:flex">
          {nav}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher value={locale} onChange={onLocaleChange} />
          {auth}
        </div>
      </div>
      <nav aria-label={t`Sections`} className="flex gap-1 overflow-x-auto px-2 pb-2 lg:hidden">
        {nav}
      </nav>
    </header>
  );
}
