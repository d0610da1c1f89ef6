import { createFileRoute } from '@tanstack/react-router';
import { FaqView } from '../../../views/faq/faq-view';

export const Route = createFileRoute('/{-$lang}/_default/faq')({
  component: FaqPage,
});

function FaqPage() {
  return <FaqView />;
}
