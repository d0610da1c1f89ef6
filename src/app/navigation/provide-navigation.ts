import { fromPromise } from 'xstate';
import { navigationMachine } from '../../../machines/navigation/navigation.machine';
import type { MirrorsApi } from '../../api/mirrors';
import type { CookieJar } from '../cookies';
import { createMiddlewareChain } from './middleware-chain';
import { siteMiddleware } from './site-middleware';

/** The path of the fatal error page (SPEC §8: any fatal error goes to /error). */
const ERROR_PATH = '/error';

export interface NavigationDeps {
  mirrors: Pick<MirrorsApi, 'navigationRule' | 'affiliate' | 'ip' | 'pageOpen'>;
  cookies: CookieJar;
  navigate(href: string): void;
  leaveTo(url: string): void;
  log(message: string, error: unknown): void;
}

/** The `navigation` machine with the site's middleware and the router's navigations. */
export function provideNavigation(deps: NavigationDeps) {
  const runChain = createMiddlewareChain(
    siteMiddleware({ api: deps.mirrors, cookies: deps.cookies, log: deps.log }),
  );
  return navigationMachine.provide({
    actors: { runChain: fromPromise(({ input }) => runChain(input)) },
    actions: {
      navigateInternal: (_, { target }) => deps.navigate(target),
      navigateExternal: (_, { target }) => deps.leaveTo(target),
      failNavigation: (_, { error }) => {
        deps.log('navigation failed', error);
        deps.navigate(ERROR_PATH);
      },
    },
  });
}
