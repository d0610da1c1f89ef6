import type { AnyRouter } from '@tanstack/react-router';
import type { AppActorRef } from '../../../machines/app/app.subscribe';
import { DEFAULT_MIDDLEWARE } from './site-middleware';

/**
 * Tells the app about every navigation: `navigation.started` with the middleware the matched routes ask for
 * (the defaults first, then each route's `staticData.middleware`), on the first page load and on every change of
 * path; `route.changed` on every later change of path, for the build check.
 */
export function reportNavigations(router: AnyRouter, actor: Pick<AppActorRef, 'send'>): () => void {
  return router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation, pathChanged }) => {
    if (fromLocation && !pathChanged) return;
    const matches = router.matchRoutes(toLocation.pathname, toLocation.search);
    const middleware = [
      ...DEFAULT_MIDDLEWARE,
      ...matches.flatMap(
        (match) => (match.staticData as { middleware?: readonly string[] }).middleware ?? [],
      ),
    ];
    const href = toLocation.href;
    if (fromLocation) actor.send({ type: 'route.changed', href });
    actor.send({ type: 'navigation.started', path: toLocation.pathname, href, middleware });
  });
}
