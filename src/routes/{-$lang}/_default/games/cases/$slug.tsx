import { createFileRoute } from '@tanstack/react-router';
import { GameView } from '../../../../../views/games/game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/cases/$slug')({
  staticData: { isGame: true },
  component: CasePage,
});

function CasePage() {
  const { slug } = Route.useParams();
  return <GameView game="cases" title={<span className="capitalize">{slug.replace(/[-_]+/g, ' ')}</span>} />;
}
