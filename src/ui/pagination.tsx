import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / next page with "page N of M"; nothing when everything fits on one page. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span className="text-sm text-slate-400" aria-current="page">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
