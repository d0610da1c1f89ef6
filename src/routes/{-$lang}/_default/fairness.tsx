import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FairnessView } from '../../../views/fairness/fairness-view';

/** `?bet=<id>` fills the verifier in with one of the player's bets; anything else is dropped. */
const fairnessSearch = z.object({
  bet: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
});

export const Route = createFileRoute('/{-$lang}/_default/fairness')({
  validateSearch: fairnessSearch,
  component: FairnessPage,
});

function FairnessPage() {
  const { bet } = Route.useSearch();
  return <FairnessView key={bet ?? 'none'} betId={bet ?? null} />;
}
