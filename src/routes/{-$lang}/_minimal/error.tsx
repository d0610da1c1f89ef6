import { createFileRoute } from '@tanstack/react-router';
import { ErrorView } from '../../../views/system/error-view';

export const Route = createFileRoute('/{-$lang}/_minimal/error')({
  // The error page must never redirect to itself.
  errorComponent: ErrorView,
  component: ErrorPage,
});

function ErrorPage() {
  return <ErrorView />;
}
