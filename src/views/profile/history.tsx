import { useState } from 'react';
import { useBilling } from '../../app/billing-context';
import { Read } from '../../app/read';
import { useErrorText } from '../errors/use-error-text';
import { HistoryView, type HistorySearch } from './history-view';
import { RequireUser } from './require-user';

/** Rows per page of the history. */
export const HISTORY_PER_PAGE = 20;

/**
 * /profile/history: the player's money movements. The filters and the page live in the address; each of their
 * values (and each retry) is one read of GET /api/v2/billing/history.
 */
export function ProfileHistory({
  search,
  onSearch,
}: {
  search: HistorySearch;
  onSearch: (search: HistorySearch) => void;
}) {
  const billing = useBilling();
  const text = useErrorText();
  const [attempt, setAttempt] = useState(0);
  const query = { ...search, page: search.page ?? 1, per_page: HISTORY_PER_PAGE };
  return (
    <RequireUser>
      {(user) => (
        <Read key={`${user.id}:${JSON.stringify(query)}:${attempt}`} load={() => billing.history(query)}>
          {(state) => (
            <HistoryView
              search={search}
              onSearch={onSearch}
              state={state}
              failureText={state.status === 'failed' ? text.code(state.failure.code) : ''}
              onRetry={() => setAttempt((n) => n + 1)}
            />
          )}
        </Read>
      )}
    </RequireUser>
  );
}
