import { createFileRoute } from '@tanstack/react-router';
import { RoomsView } from '../../../../../views/games/rooms-view';

export const Route = createFileRoute('/{-$lang}/_default/games/rooms/purple')({
  staticData: { isGame: true },
  component: PurpleRoomPage,
});

function PurpleRoomPage() {
  return <RoomsView room="purple" />;
}
