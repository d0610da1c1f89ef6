import { Trans, useLingui } from '@lingui/react/macro';
import type { BonusActivationFlow } from '../../app';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { Modal } from '../../ui/modal';
import { useErrorText } from '../errors/use-error-text';

/**
 * The confirmation of an action on a bonus offer, then its outcome: asks before a bonus or free spins are given up,
 * shows the working state, and the translated failure with a retry.
 */
export function ActivationDialog({ flow, subject }: { flow: BonusActivationFlow; subject: string }) {
  const { t } = useLingui();
  const text = useErrorText();
  const open = flow.step !== 'idle';
  const isBonus = flow.action?.kind === 'cancelBonus';
  const title = isBonus ? t`Cancel the bonus?` : t`Cancel the free spins?`;
  return (
    <Modal open={open} onClose={flow.dismiss} title={flow.step === 'done' ? t`Done` : title}>
      <div className="flex flex-col gap-4 text-sm text-slate-300">
        {flow.step === 'done' ? (
          <p role="status">
            {isBonus ? (
              <Trans>{subject} is cancelled.</Trans>
            ) : (
              <Trans>The free spins in {subject} are cancelled.</Trans>
            )}
          </p>
        ) : (
          <p>
            {isBonus ? (
              <Trans>
                {subject} will end now and the money left in your bonus balance is forfeited. This cannot be
                undone.
              </Trans>
            ) : (
              <Trans>The free spins left in {subject} will be gone. This cannot be undone.</Trans>
            )}
          </p>
        )}
        {flow.step === 'failed' && <FormError message={text.code(flow.failure?.code ?? 'server_error')} />}
        <div className="flex flex-wrap justify-end gap-2">
          {flow.step === 'done' ? (
            <Button onClick={flow.dismiss}>
              <Trans>Close</Trans>
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={flow.dismiss} disabled={flow.step === 'working'}>
                <Trans>Keep it</Trans>
              </Button>
              <Button variant="danger" onClick={flow.confirm} busy={flow.step === 'working'}>
                {flow.step === 'failed' ? <Trans>Try again</Trans> : <Trans>Yes, cancel</Trans>}
              </Button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
