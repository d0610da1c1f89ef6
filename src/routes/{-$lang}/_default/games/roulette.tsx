import { createFileRoute } from '@tanstack/react-router';
import { GameView } from '../../../../views/games/game-view';
import { RouletteView } from '../../../../views/games/roulette/roulette-view';

export const Route = createFileRoute('/{-$lang}/_default/games/roulette')({
  staticData: { isGame: true },
  component: RoulettePage,
});

function RoulettePage() {
  return (
    <GameView game="roulette">
      <RouletteView />
    </GameView>
  );
}
