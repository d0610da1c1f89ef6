import { createFileRoute } from '@tanstack/react-router';
import { ProfileOverview } from '../../../../views/profile/profile-overview';

export const Route = createFileRoute('/{-$lang}/_default/profile/')({
  component: ProfileOverview,
});
