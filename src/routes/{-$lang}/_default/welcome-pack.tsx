import { createFileRoute } from '@tanstack/react-router';
import { SectionView } from '../../../views/sections/section-view';

export const Route = createFileRoute('/{-$lang}/_default/welcome-pack')({
  component: WelcomePackPage,
});

function WelcomePackPage() {
  return <SectionView section="welcome" />;
}
