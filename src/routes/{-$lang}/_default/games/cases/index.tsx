import { createFileRoute } from '@tanstack/react-router';
import { CasesListView } from '../../../../../views/games/cases/cases-list-view';
import { GameView } from '../../../../../views/games/game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/cases/')({
  component: CasesPage,
});

function CasesPage() {
  return (
    <GameView game="cases">
      <CasesListView />
    </GameView>
  );
}
