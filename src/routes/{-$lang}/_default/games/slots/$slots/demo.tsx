import { createFileRoute } from '@tanstack/react-router';
import { ProviderGameView } from '../../../../../../views/games/provider-game-view';

export const Route = createFileRoute('/{-$lang}/_default/games/slots/$slots/demo')({
  staticData: { isGame: true },
  component: SlotDemoPage,
});

function SlotDemoPage() {
  const { slots } = Route.useParams();
  return <ProviderGameView kind="slots" slug={slots} mode="demo" />;
}
