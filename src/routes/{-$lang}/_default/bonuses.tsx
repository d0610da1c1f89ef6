import { createFileRoute } from '@tanstack/react-router';
import { SectionView } from '../../../views/sections/section-view';

export const Route = createFileRoute('/{-$lang}/_default/bonuses')({
  component: BonusesPage,
});

function BonusesPage() {
  return <SectionView section="bonuses" />;
}
