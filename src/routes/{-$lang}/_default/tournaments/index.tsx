import { createFileRoute } from '@tanstack/react-router';
import { TournamentsView } from '../../../../views/sections/tournaments-view';

export const Route = createFileRoute('/{-$lang}/_default/tournaments/')({
  component: TournamentsPage,
});

function TournamentsPage() {
  return <TournamentsView />;
}
