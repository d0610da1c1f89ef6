import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppProvider, type AppRuntime } from './app';
import { i18n } from './i18n/i18n';
import type { createAppRouter } from './router';

/**
 * The app's tree: the language, the app's actors and services, the router's page. The browser (main.tsx) and the
 * build's prerendering (src/prerender) render this same tree, so a drawn page is the app's own first render.
 */
export function AppRoot({
  runtime,
  router,
  children,
}: {
  runtime: Pick<AppRuntime, 'actor' | 'account' | 'billing' | 'bonuses' | 'games'>;
  router: ReturnType<typeof createAppRouter>;
  children?: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <AppProvider
        actor={runtime.actor}
        account={runtime.account}
        billing={runtime.billing}
        bonuses={runtime.bonuses}
        games={runtime.games}
      >
        <RouterProvider router={router} />
        {children}
      </AppProvider>
    </I18nProvider>
  );
}
