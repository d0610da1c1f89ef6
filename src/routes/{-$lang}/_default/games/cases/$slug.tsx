import { createFileRoute } from '@tanstack/react-router';
import { CaseTitle, CaseView } from '../../../../../views/games/cases/case-view';
import { GameView } from '../../../../../views/games/game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/cases/$slug')({
  staticData: { isGame: true },
  component: CasePage,
});

function CasePage() {
  const { slug } = Route.useParams();
  return (
    <GameView game="cases" title={<CaseTitle slug={slug} />}>
      <CaseView slug={slug} />
    </GameView>
  );
}
