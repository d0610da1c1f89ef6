import { createFileRoute } from '@tanstack/react-router';
import { GameView } from '../../../../views/games/game-view';
import { KenoView } from '../../../../views/games/keno/keno-view';

export const Route = createFileRoute('/{-$lang}/_default/games/keno')({
  staticData: { isGame: true },
  component: KenoPage,
});

function KenoPage() {
  return (
    <GameView game="keno">
      <KenoView />
    </GameView>
  );
}
