import { createFileRoute, redirect } from '@tanstack/react-router';
import { selectIsGeoBlocked, selectIsReady, waitForAppState } from '../../../app';
import { NoAccessView } from '../../../views/no-access/no-access-view';

/** SPEC §4 Geo: only region-blocked visitors see /no-access; everyone else goes home. */
export const Route = createFileRoute('/{-$lang}/_minimal/no-access')({
  beforeLoad: async ({ context, params }) => {
    const state = await waitForAppState(context.app.actor, selectIsReady);
    if (!selectIsGeoBlocked(state)) throw redirect({ to: '/{-$lang}', params });
  },
  component: NoAccessPage,
});

function NoAccessPage() {
  return <NoAccessView />;
}
