import { createFileRoute } from '@tanstack/react-router';
import { CoinflipView } from '../../../../views/games/coinflip/coinflip-view';
import { GameView } from '../../../../views/games/game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/coinflip')({
  staticData: { isGame: true },
  component: CoinflipPage,
});

function CoinflipPage() {
  return (
    <GameView game="coinflip">
      <CoinflipView />
    </GameView>
  );
}
