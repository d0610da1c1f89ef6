import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { FairnessView } from '../../../views/fairness/fairness-view';

/**
 * `?bet=<id>` fills the verifier in with one of the player's bets; anything else is dropped. Built when the route is
 * first matched, not as every page starts.
 */
const fairnessSearch = z.lazy(() =>
  z.object({
    bet: z.catch(
      z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
      undefined,
    ),
  }),
);

export const Route = createFileRoute('/{-$lang}/_default/fairness')({
  validateSearch: fairnessSearch,
  component: FairnessPage,
});

function FairnessPage() {
  const { bet } = Route.useSearch();
  return <FairnessView key={bet ?? 'none'} betId={bet ?? null} />;
}
