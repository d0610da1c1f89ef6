import { createFileRoute } from '@tanstack/react-router';
import { DiceView } from '../../../../views/games/dice/dice-view';
import { GameView } from '../../../../views/games/game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/dice')({
  staticData: { isGame: true },
  component: DicePage,
});

function DicePage() {
  return (
    <GameView game="dice">
      <DiceView />
    </GameView>
  );
}
