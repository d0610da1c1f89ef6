import { createFileRoute } from '@tanstack/react-router';
import { CatalogView } from '../../../../../views/games/catalog-view';

export const Route = createFileRoute('/{-$lang}/_default/games/live-casino/')({
  component: LiveCasinoPage,
});

function LiveCasinoPage() {
  return <CatalogView kind="live" />;
}
