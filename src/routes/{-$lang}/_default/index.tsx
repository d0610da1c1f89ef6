import { createFileRoute } from '@tanstack/react-router';
import { HomeView } from '../../../views/home/home-view';

export const Route = createFileRoute('/{-$lang}/_default/')({
  component: HomePage,
});

function HomePage() {
  return <HomeView />;
}
