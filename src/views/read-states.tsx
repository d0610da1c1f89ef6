import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ReadState } from '../app/read';
import { Button } from '../ui/button';
import { FormError } from '../ui/form-error';
import { Spinner } from '../ui/spinner';
import { useErrorText } from './errors/use-error-text';

/** A read (`<Read>`) while it waits or after it failed (translated, with a retry); `children` renders its data. */
export function ReadStates<T>({
  state,
  onRetry,
  children,
}: {
  state: ReadState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const text = useErrorText();
  if (state.status === 'done') return children(state.data);
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-400">
        <Spinner /> <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <FormError message={text.code(state.failure.code)} />
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
