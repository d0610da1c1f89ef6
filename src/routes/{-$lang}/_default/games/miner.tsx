import { createFileRoute } from '@tanstack/react-router';
import { GameView } from '../../../../views/games/game-view';
import { MinerView } from '../../../../views/games/miner/miner-view';

export const Route = createFileRoute('/{-$lang}/_default/games/miner')({
  staticData: { isGame: true },
  component: MinerPage,
});

function MinerPage() {
  return (
    <GameView game="miner">
      <MinerView />
    </GameView>
  );
}
