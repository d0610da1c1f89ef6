import { createFileRoute } from '@tanstack/react-router';
import { ProfileLayoutView } from '../../../../views/profile/profile-layout-view';

export const Route = createFileRoute('/{-$lang}/_default/profile')({
  component: ProfileLayout,
});

function ProfileLayout() {
  return <ProfileLayoutView />;
}
