import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Locale } from '../../contract/constants';
import { Footer } from '../../ui/footer';
import { Header } from '../../ui/header';
import { cx } from '../../ui/cx';
import { CHAT_DOCK_SPACE, SupportChat, type SupportChatProps } from '../../ui/support-chat';
import { useSwitchLocale } from './use-switch-locale';

export interface DefaultLayoutProps {
  /** The header's auth area (AuthButtons or AccountMenu). */
  auth: ReactNode;
  /** Support chat props; the variant defaults to `kz` when the locale is kz. */
  chat: SupportChatProps;
  /** Overrides the language switch (default: catalog + cookie + URL prefix). */
  onLocaleChange?: (locale: Locale) => void;
  /** Modals, banners and other overlays the lead mounts. */
  overlays?: ReactNode;
  /** A strip under the header, in the page's flow (the install banner): it never covers the page. */
  banner?: ReactNode;
  /** The page; defaults to the route outlet. */
  children?: ReactNode;
}

/** The default layout: header, page, footer and the floating support chat. */
export function DefaultLayout({
  auth,
  chat,
  onLocaleChange,
  overlays,
  banner,
  children,
}: DefaultLayoutProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const switchLocale = useSwitchLocale();
  return (
    <div className={cx('flex min-h-dvh flex-col', CHAT_DOCK_SPACE)}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-gold-400 focus:px-3 focus:py-2 focus:text-night-950"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header locale={locale} onLocaleChange={onLocaleChange ?? ((l) => void switchLocale(l))} auth={auth} />
      {banner}
      {/* a screen tall at least: while a page's data loads, the footer waits below the first screen instead of
          showing there and jumping down when the data comes */}
      <main id="main" className="min-h-dvh flex-1">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <SupportChat variant={locale === 'kz' ? 'kz' : 'default'} {...chat} />
      {overlays}
    </div>
  );
}
