import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { browserAppDeps, MODAL_QUERY_KEYS, prepareAppActorInSteps } from './app';
import { AppRoot } from './app-root';
import { wantsInspector } from './app/inspect/wants-inspector';
import { activateLocale } from './i18n/i18n';
import { resolveLocale } from './i18n/locale';
import { localePrefixOf } from './i18n/locale-path';
import { reportNavigations } from './app/navigation/report-navigations';
import { createAppRouter } from './router';
import './styles.css';

const rootElement = document.getElementById('root')!;
const locale = resolveLocale(localePrefixOf(window.location.pathname));

// Development only: `import.meta.env.DEV` is false in production builds, so the inspector is not bundled there.
const devTools =
  import.meta.env.DEV &&
  wantsInspector(window.location.search, import.meta.env.VITE_INSPECT as string | undefined)
    ? await import('./dev-tools')
    : null;
const inspector = devTools?.createDevInspector() ?? null;

// The first catalog loads before the first paint so no page flashes untranslated; its download starts now.
const firstCatalog = activateLocale(locale, { remember: false });
/** Lets the browser run what waits (a tap, a paint) before the next step: each step is a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Evaluating the scripts was a task a file; building the app (a task a few flows), its router, starting the app (its
// flows' first steps and requests) and the routes' first load are tasks of their own, rather than one long task a
// phone cannot answer a tap during.
await nextTask();

const runtime = await prepareAppActorInSteps(
  browserAppDeps({
    locale,
    // SPEC §2: signup, login and deposit leave the address once the player is in.
    ...(inspector ? { inspect: (event) => inspector.inspect.next?.(event) } : {}),
    clearAuthQuery: () => dropQuery(MODAL_QUERY_KEYS),
    dropQuery: (keys) => dropQuery(keys),
    navigate: (href) => void router.navigate({ href, replace: true }),
  }),
  nextTask,
);
await nextTask();
const router = createAppRouter({ context: { app: runtime } });
reportNavigations(router, runtime.actor);

function dropQuery(keys: readonly string[]) {
  const search = { ...router.state.location.search } as Record<string, unknown>;
  for (const key of keys) delete search[key];
  void router.navigate({ to: '.', search, replace: true, resetScroll: false });
}
await nextTask();
runtime.start();
if (import.meta.env.VITE_E2E_HOOKS === '1')
  void import('./app/e2e-hooks').then((m) => m.installE2EHooks(runtime));

await firstCatalog;
await nextTask();
// the description the server's page carries for readers that run no script; each page now sets its own
document.querySelector('meta[name="description"][data-shell]')?.remove();

// A guest's page arrives drawn (scripts/prerender): it stays until the app has drawn the same page, which it does
// once the page's code has loaded (nothing suspends and blanks it) and as a transition, in slices that leave the
// main thread free for the player's taps in between. Not awaited here: the route chunks import this module, so they
// cannot load before it has finished.
void router.load().then(() => {
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRoot runtime={runtime} router={router}>
          {devTools && inspector && <devTools.InspectorButton onOpen={() => inspector.start()} />}
          <OnFirstCommit run={appDrawn} />
        </AppRoot>
      </StrictMode>,
    ),
  );
});

/** The page is the app's now: the flows that waited for it (the build check, the installable app's worker) start. */
function appDrawn() {
  runtime.actor.send({ type: 'app.drawn' });
}

/** Runs `run` once React has committed the tree it is part of. */
function OnFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
