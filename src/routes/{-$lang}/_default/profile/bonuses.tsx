import { createFileRoute } from '@tanstack/react-router';
import { ProfileBonuses } from '../../../../views/bonuses/profile-bonuses';

export const Route = createFileRoute('/{-$lang}/_default/profile/bonuses')({
  component: ProfileBonuses,
});
