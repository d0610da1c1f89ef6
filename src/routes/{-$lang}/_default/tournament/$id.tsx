import { createFileRoute } from '@tanstack/react-router';
import { TournamentsView } from '../../../../views/sections/tournaments-view';

export const Route = createFileRoute('/{-$lang}/_default/tournament/$id')({
  component: TournamentPage,
});

function TournamentPage() {
  const { id } = Route.useParams();
  return <TournamentsView id={id} />;
}
