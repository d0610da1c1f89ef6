import { createFileRoute } from '@tanstack/react-router';
import { ProviderGameView } from '../../../../../../views/games/provider-game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/live-casino/$slots/demo')({
  staticData: { isGame: true },
  component: LiveGameDemoPage,
});

function LiveGameDemoPage() {
  const { slots } = Route.useParams();
  return <ProviderGameView kind="live" slug={slots} mode="demo" />;
}
