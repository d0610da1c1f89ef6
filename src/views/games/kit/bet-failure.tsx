import { Trans } from '@lingui/react/macro';
import type { ApiFailure } from '../../../contract/failure';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { useErrorText } from '../../errors/use-error-text';

/** Why the bet failed, translated, and a retry that sends the same bet again (it is never placed twice). */
export function BetFailure({ failure, onRetry }: { failure: ApiFailure | null; onRetry?: () => void }) {
  const text = useErrorText();
  if (!failure) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <FormError message={text.fields(failure, []).form} />
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}
