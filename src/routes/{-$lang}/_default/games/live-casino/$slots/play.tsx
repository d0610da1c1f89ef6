import { createFileRoute } from '@tanstack/react-router';
import { ProviderGameView } from '../../../../../../views/games/provider-game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/live-casino/$slots/play')({
  staticData: { isGame: true },
  component: LiveGamePlayPage,
});

function LiveGamePlayPage() {
  const { slots } = Route.useParams();
  return <ProviderGameView kind="live" slug={slots} mode="play" />;
}
