import { createFileRoute } from '@tanstack/react-router';
import { GameView } from '../../../../../views/games/game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/cases/')({
  component: CasesPage,
});

function CasesPage() {
  return <GameView game="cases" />;
}
