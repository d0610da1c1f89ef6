import { createFileRoute } from '@tanstack/react-router';
import { CatalogView } from '../../../../../views/games/catalog-view';

export const Route = createFileRoute('/{-$lang}/_default/games/slots/')({
  component: SlotsPage,
});

function SlotsPage() {
  return <CatalogView kind="slots" />;
}
