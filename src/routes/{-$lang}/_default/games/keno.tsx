import { createFileRoute } from '@tanstack/react-router';
import { GameView } from '../../../../views/games/game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/keno')({
  staticData: { isGame: true },
  component: KenoPage,
});

function KenoPage() {
  return <GameView game="keno" />;
}
