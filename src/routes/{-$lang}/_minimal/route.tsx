import { createFileRoute } from '@tanstack/react-router';
import { MinimalLayout } from '../../../views/layout/minimal-layout';

export const Route = createFileRoute('/{-$lang}/_minimal')({
  component: MinimalLayoutRoute,
});

function MinimalLayoutRoute() {
  return <MinimalLayout />;
}
