import { createFileRoute } from '@tanstack/react-router';
import { VipClub } from '../../../views/vip/vip-club';

export const Route = createFileRoute('/{-$lang}/_default/vip-club')({
  component: VipClub,
});
