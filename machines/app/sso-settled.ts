import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ssoMachine } from '../sso/sso.machine';
import { selectIsSsoSettled } from '../sso/sso.select';

/**
 * Resolves once the app's SSO flow (systemId `sso`) has settled, the moment the interface may show
 * (`selectIsSsoSettled`, as `selectIsReady` reads it). It never settles while the flow leaves the page for the SSO
 * host or a retired mirror's new link. The flow's own snapshots are watched because the app hears of a flow that
 * ends in `ready` only as "done", which a flow that ends in `leaving` is too.
 */
export const ssoSettled = fromPromise<void>(
  ({ system, signal }) =>
    new Promise<void>((resolve) => {
      const sso = system.get('sso') as ActorRefFrom<typeof ssoMachine> | undefined;
      if (!sso) throw new Error('the SSO flow (systemId sso) is not running');
      if (selectIsSsoSettled(sso.getSnapshot())) return resolve();
      const subscription = sso.subscribe((snapshot) => {
        if (!selectIsSsoSettled(snapshot)) return;
        subscription.unsubscribe();
        resolve();
      });
      signal.addEventListener('abort', () => subscription.unsubscribe(), { once: true });
    }),
);
