import { createFileRoute } from '@tanstack/react-router';
import { GameView } from '../../../../views/games/game-view';
import { HiloView } from '../../../../views/games/hilo/hilo-view';

export const Route = createFileRoute('/{-$lang}/_default/games/hilo')({
  staticData: { isGame: true },
  component: HiloPage,
});

function HiloPage() {
  return (
    <GameView game="hilo">
      <HiloView />
    </GameView>
  );
}
