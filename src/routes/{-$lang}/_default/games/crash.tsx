import { createFileRoute } from '@tanstack/react-router';
import { GameView } from '../../../../views/games/game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/crash')({
  staticData: { isGame: true },
  component: CrashPage,
});

function CrashPage() {
  return <GameView game="crash" />;
}
