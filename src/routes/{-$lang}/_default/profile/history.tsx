import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { HISTORY_STATUSES, HISTORY_TYPES } from '../../../../contract/history-kinds';
import { ProfileHistory } from '../../../../views/profile/history';

/**
 * Filters and page of the history; a value the list does not know is dropped rather than refused. Built when the
 * route is first matched, not as every page starts.
 */
const historySearch = z.lazy(() =>
  z.object({
    type: z.catch(z.optional(z.enum(HISTORY_TYPES)), undefined),
    status: z.catch(z.optional(z.enum(HISTORY_STATUSES)), undefined),
    page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(2), z.maximum(10_000))), undefined),
  }),
);

export const Route = createFileRoute('/{-$lang}/_default/profile/history')({
  validateSearch: historySearch,
  component: ProfileHistoryPage,
});

function ProfileHistoryPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProfileHistory search={search} onSearch={(next) => void navigate({ search: next })} />;
}
