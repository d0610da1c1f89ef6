import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { HISTORY_STATUSES, HISTORY_TYPES } from '../../../../contract/billing';
import { ProfileHistory } from '../../../../views/profile/history';

/** Filters and page of the history; a value the list does not know is dropped rather than refused. */
const historySearch = z.object({
  type: z.enum(HISTORY_TYPES).optional().catch(undefined),
  status: z.enum(HISTORY_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(2).max(10_000).optional().catch(undefined),
});

export const Route = createFileRoute('/{-$lang}/_default/profile/history')({
  validateSearch: historySearch,
  component: ProfileHistoryPage,
});

function ProfileHistoryPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProfileHistory search={search} onSearch={(next) => void navigate({ search: next })} />;
}
