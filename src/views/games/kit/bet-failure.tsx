import { Trans } from '@lingui/react/macro';
import { selectUser, useAppSelector } from '../../../app';
import type { ApiFailure } from '../../../contract/failure';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-error';
import { useErrorText } from '../../errors/use-error-text';

/**
 * Why the bet failed, translated, and a retry that sends the same bet again (it is never placed twice). A bet refused
 * for the balance says which balance pays, when the player also holds bonus money the header counts in the total.
 */
export function BetFailure({ failure, onRetry }: { failure: ApiFailure | null; onRetry?: () => void }) {
  const text = useErrorText();
  if (!failure) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <FormError message={text.fields(failure, []).form} />
      {failure.code === 'insufficient_funds' && <BonusBalanceNote />}
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}

/** Bets are paid from the main balance: the bonus balance is not spent until its wagering moves it there. */
function BonusBalanceNote() {
  const user = useAppSelector(selectUser);
  if (!user || user.bonus_balance <= 0) return null;
  return (
    <p className="text-sm text-slate-400">
      <Trans>
        Bets are paid from your main balance. Your bonus balance moves to it once the bonus is wagered.
      </Trans>
    </p>
  );
}
