import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Locale } from '../../contract/constants';
import {
  selectCountryCode,
  selectIsAuthenticated,
  selectRealtimeNotice,
  selectUser,
  useAppSelector,
  useForm,
  useModalEvents,
  useSessionEvents,
} from '../../app';
import { AccountMenu } from '../../ui/account-menu';
import { AuthButtons } from '../../ui/auth-buttons';
import { ConnectionNotice } from '../../ui/connection-notice';
import { HeaderGuestBonus } from '../bonuses/header-guest-bonus';
import { useFailureToast } from '../errors/use-failure-toast';
import { LazyAppModals, preloadModals } from '../modals/lazy-app-modals';
import { InstallBanner } from '../pwa/install-banner';
import { DefaultLayout } from './default-layout';
import { useSwitchLocale } from './use-switch-locale';

/**
 * The default layout as the app mounts it, for pages and for 404s alike: header auth area, modals, chat, and a notice
 * while live updates are interrupted.
 */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { i18n } = useLingui();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const country = useAppSelector(selectCountryCode);
  const realtimeNotice = useAppSelector(selectRealtimeNotice);
  const modals = useModalEvents();
  const session = useSessionEvents();
  const settings = useForm('settings');
  const support = useForm('supportMessage');
  const switchLocale = useSwitchLocale();
  useFailureToast(support.failure);
  useFailureToast(settings.failure);
  const changeLocale = (locale: Locale) => {
    void switchLocale(locale);
    if (isAuthenticated) settings.submit({ locale });
  };
  const auth =
    isAuthenticated && user ? (
      <AccountMenu
        name={user.name || user.email || user.phone || ''}
        balance={user.total_balance}
        currency={user.currency}
        avatarUrl={user.is_avatar_hidden ? null : user.image.small}
        onDeposit={() => modals.open('PayIn')}
        onLogout={session.logout}
      />
    ) : (
      <div className="flex items-center gap-3">
        <HeaderGuestBonus />
        <AuthButtons onLogin={() => modals.open('Login')} onRegister={() => modals.open('Register')} />
      </div>
    );
  // SPEC §2: the chat sits in its Kazakhstan placement when the country is KZ or the locale is kz.
  const chatVariant = country === 'KZ' || i18n.locale === 'kz' ? 'kz' : 'default';
  return (
    <DefaultLayout
      auth={
        <div onPointerEnter={preloadModals} onFocus={preloadModals} className="contents">
          {auth}
        </div>
      }
      chat={{ variant: chatVariant, onSend: support.submit, busy: support.busy, sent: support.succeeded }}
      onLocaleChange={changeLocale}
      banner={<InstallBanner />}
      overlays={
        <>
          <LazyAppModals />
          {realtimeNotice && <ConnectionNotice notice={realtimeNotice} />}
        </>
      }
    >
      {children}
    </DefaultLayout>
  );
}
