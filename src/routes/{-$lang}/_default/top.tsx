import { createFileRoute } from '@tanstack/react-router';
import { SectionView } from '../../../views/sections/section-view';

export const Route = createFileRoute('/{-$lang}/_default/top')({
  component: TopPage,
});

function TopPage() {
  return <SectionView section="top" />;
}
