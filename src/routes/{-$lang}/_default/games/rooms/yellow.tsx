import { createFileRoute } from '@tanstack/react-router';
import { RoomsView } from '../../../../../views/games/rooms-view';

export const Route = createFileRoute('/{-$lang}/_default/games/rooms/yellow')({
  staticData: { isGame: true },
  component: YellowRoomPage,
});

function YellowRoomPage() {
  return <RoomsView room="yellow" />;
}
