import { createFileRoute, redirect } from '@tanstack/react-router';
import { selectIsGeoBlocked, selectIsReady, waitForAppState } from '../../../app';
import { SiteLayout } from '../../../views/layout/site-layout';

/** Pages of the default layout open once geo and the session are known; blocked visitors go to /no-access. */
export const Route = createFileRoute('/{-$lang}/_default')({
  beforeLoad: async ({ context, params }) => {
    const state = await waitForAppState(context.app.actor, selectIsReady);
    if (selectIsGeoBlocked(state)) throw redirect({ to: '/{-$lang}/no-access', params });
  },
  component: SiteLayout,
});
