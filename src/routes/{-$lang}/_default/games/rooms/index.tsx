import { createFileRoute } from '@tanstack/react-router';
import { RoomsView } from '../../../../../views/games/rooms-view';

export const Route = createFileRoute('/{-$lang}/_default/games/rooms/')({
  component: RoomsPage,
});

function RoomsPage() {
  return <RoomsView />;
}
