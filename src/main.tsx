import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, browserAppDeps, createAppActor, MODAL_QUERY_KEYS } from './app';
import { wantsInspector } from './app/inspect/wants-inspector';
import { activateLocale, i18n } from './i18n/i18n';
import { resolveLocale } from './i18n/locale';
import { localePrefixOf } from './i18n/locale-path';
import { reportNavigations } from './app/navigation/report-navigations';
import { createAppRouter } from './router';
import './styles.css';

const locale = resolveLocale(localePrefixOf(window.location.pathname));

// Development only: `import.meta.env.DEV` is false in production builds, so the inspector is not bundled there.
const devTools =
  import.meta.env.DEV &&
  wantsInspector(window.location.search, import.meta.env.VITE_INSPECT as string | undefined)
    ? await import('./dev-tools')
    : null;
const inspector = devTools?.createDevInspector() ?? null;

const runtime = createAppActor(
  browserAppDeps({
    locale,
    // SPEC §2: signup, login and deposit leave the address once the player is in.
    ...(inspector ? { inspect: (event) => inspector.inspect.next?.(event) } : {}),
    clearAuthQuery: () => dropQuery(MODAL_QUERY_KEYS),
    dropQuery: (keys) => dropQuery(keys),
    navigate: (href) => void router.navigate({ href, replace: true }),
  }),
);
const router = createAppRouter({ context: { app: runtime } });
reportNavigations(router, runtime.actor);

function dropQuery(keys: readonly string[]) {
  const search = { ...router.state.location.search } as Record<string, unknown>;
  for (const key of keys) delete search[key];
  void router.navigate({ to: '.', search, replace: true, resetScroll: false });
}
if (import.meta.env.VITE_E2E_HOOKS === '1')
  void import('./app/e2e-hooks').then((m) => m.installE2EHooks(runtime));

// The first catalog loads before the first paint so no page flashes untranslated.
await activateLocale(locale, { remember: false });
// the description the server's page carries for readers that run no script; each page now sets its own
document.querySelector('meta[name="description"][data-shell]')?.remove();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <AppProvider
        actor={runtime.actor}
        account={runtime.account}
        billing={runtime.billing}
        bonuses={runtime.bonuses}
        games={runtime.games}
      >
        <RouterProvider router={router} />
        {devTools && inspector && <devTools.InspectorButton onOpen={() => inspector.start()} />}
      </AppProvider>
    </I18nProvider>
  </StrictMode>,
);
