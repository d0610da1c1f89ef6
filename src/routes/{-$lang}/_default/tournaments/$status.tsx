import { createFileRoute, notFound } from '@tanstack/react-router';
import { TOURNAMENT_STATUSES, type TournamentStatus } from '../../../../views/sections/tournament-statuses';
import { TournamentsView } from '../../../../views/sections/tournaments-view';

function isStatus(value: string): value is TournamentStatus {
  return (TOURNAMENT_STATUSES as readonly string[]).includes(value);
}

export const Route = createFileRoute('/{-$lang}/_default/tournaments/$status')({
  beforeLoad: ({ params }) => {
    if (!isStatus(params.status)) throw notFound();
  },
  component: TournamentsByStatusPage,
});

function TournamentsByStatusPage() {
  const { status } = Route.useParams();
  return <TournamentsView status={isStatus(status) ? status : undefined} />;
}
