import { createFileRoute } from '@tanstack/react-router';
import { GameView } from '../../../../views/games/game-view';
import { WheelView } from '../../../../views/games/wheel/wheel-view';

export const Route = createFileRoute('/{-$lang}/_default/games/wheel')({
  staticData: { isGame: true },
  component: WheelPage,
});

function WheelPage() {
  return (
    <GameView game="wheel">
      <WheelView />
    </GameView>
  );
}
