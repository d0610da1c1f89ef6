import { createFileRoute } from '@tanstack/react-router';
import { RoomsView } from '../../../../../views/games/rooms-view';

export const Route = createFileRoute('/{-$lang}/_default/games/rooms/red')({
  staticData: { isGame: true },
  component: RedRoomPage,
});

function RedRoomPage() {
  return <RoomsView room="red" />;
}
