import { createFileRoute } from '@tanstack/react-router';
import { SectionView } from '../../../views/sections/section-view';

export const Route = createFileRoute('/{-$lang}/_default/betting')({
  component: BettingPage,
});

function BettingPage() {
  return <SectionView section="betting" />;
}
