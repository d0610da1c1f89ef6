import { createFileRoute } from '@tanstack/react-router';
import { SectionView } from '../../../views/sections/section-view';

export const Route = createFileRoute('/{-$lang}/_default/vip-club')({
  component: VipClubPage,
});

function VipClubPage() {
  return <SectionView section="vip" />;
}
