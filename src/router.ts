import { createRouter } from '@tanstack/react-router';
import type { AppRuntime } from './app';
import { routeTree } from './routeTree.gen';
import { NotFoundView } from './views/system/not-found-view';
import { FatalErrorRedirect } from './views/system/fatal-error-redirect';

/** What every route can read from the router context: the started app (root actor and account calls). */
export type RouterContext = { app: Pick<AppRuntime, 'actor' | 'account'> };

/** Creates the router: scroll to top on navigation, or to the hash target when there is one. */
export function createAppRouter(options: {
  context: RouterContext;
  history?: Parameters<typeof createRouter>[0]['history'];
}) {
  return createRouter({
    routeTree,
    context: options.context,
    history: options.history,
    scrollRestoration: true,
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundView,
    defaultErrorComponent: FatalErrorRedirect,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Game pages (SPEC §2): the layout may hide chrome or track plays. */
    isGame?: boolean;
    /** Middleware this route adds to the navigation chain, by name (src/app/navigation/site-middleware.ts). */
    middleware?: readonly string[];
  }
}
