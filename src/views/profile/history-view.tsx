import { Trans } from '@lingui/react/macro';
import type { ReadState } from '../../app/read';
import type { HistoryAnswer } from '../../contract/billing';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { Pagination } from '../../ui/pagination';
import { Spinner } from '../../ui/spinner';
import { HistoryFilters, type HistoryFilterValues } from './history-filters';
import { HistoryTable } from './history-table';

/** The history as the address keeps it: filters and the page. */
export interface HistorySearch extends HistoryFilterValues {
  page?: number | undefined;
}

export interface HistoryViewProps {
  search: HistorySearch;
  /** A new filter starts again at page 1. */
  onSearch: (search: HistorySearch) => void;
  state: ReadState<HistoryAnswer>;
  /** The failure of a failed read, translated. */
  failureText: string;
  onRetry: () => void;
}

/** Profile → history: every money movement with filters and pages, and its loading, empty and error states. */
export function HistoryView({ search, onSearch, state, failureText, onRetry }: HistoryViewProps) {
  return (
    <section className="flex flex-col gap-4" aria-busy={state.status === 'loading' || undefined}>
      <h2 className="text-lg font-bold text-white">
        <Trans>Transaction history</Trans>
      </h2>
      <HistoryFilters
        values={{ type: search.type, status: search.status }}
        onChange={(filters) => onSearch({ ...filters, page: undefined })}
      />
      {state.status === 'loading' && (
        <p role="status" className="flex items-center gap-2 py-10 text-sm text-slate-400">
          <Spinner /> <Trans>Loading transactions…</Trans>
        </p>
      )}
      {state.status === 'failed' && (
        <div className="flex flex-col items-start gap-3">
          <FormError message={failureText} />
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {state.status === 'done' && state.data.data.length === 0 && (
        <HistoryEmpty search={search} onSearch={onSearch} />
      )}
      {state.status === 'done' && state.data.data.length > 0 && (
        <>
          <HistoryTable items={state.data.data} />
          <Pagination
            page={state.data.meta.page}
            pages={Math.ceil(state.data.meta.total / state.data.meta.per_page)}
            onPage={(page) => onSearch({ ...search, page: page > 1 ? page : undefined })}
          />
        </>
      )}
    </section>
  );
}

/** Why the list is empty: no movements at all, none for these filters, or a page past the last one. */
function HistoryEmpty({ search, onSearch }: Pick<HistoryViewProps, 'search' | 'onSearch'>) {
  const filtered = search.type !== undefined || search.status !== undefined;
  const paged = (search.page ?? 1) > 1;
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-night-600 px-6 py-12 text-center">
      <p className="text-slate-300">
        {paged ? (
          <Trans>There is nothing on this page.</Trans>
        ) : filtered ? (
          <Trans>No transactions match these filters.</Trans>
        ) : (
          <Trans>You have no transactions yet.</Trans>
        )}
      </p>
      {paged ? (
        <Button variant="secondary" size="sm" onClick={() => onSearch({ ...search, page: undefined })}>
          <Trans>First page</Trans>
        </Button>
      ) : (
        filtered && (
          <Button variant="secondary" size="sm" onClick={() => onSearch({})}>
            <Trans>Show all</Trans>
          </Button>
        )
      )}
    </div>
  );
}
