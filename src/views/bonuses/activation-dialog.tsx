import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BonusActivationFlow } from '../../app';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { Modal } from '../../ui/modal';
import { useErrorText } from '../errors/use-error-text';

type ActionKind = NonNullable<BonusActivationFlow['action']>['kind'];

interface ActionCopy {
  title: string;
  ask: ReactNode;
  done: ReactNode;
  keep: ReactNode;
  confirm: ReactNode;
  tone: 'primary' | 'danger';
}

/** What the dialog says for each action on `subject`. */
function useActionCopy(kind: ActionKind | undefined, subject: string): ActionCopy {
  const { t } = useLingui();
  switch (kind) {
    case 'activateOffer':
      return {
        title: t`Activate the bonus?`,
        ask: <Trans>{subject} will be the bonus your next deposit earns, instead of any other.</Trans>,
        done: <Trans>{subject} is activated: your next deposit earns it.</Trans>,
        keep: <Trans>Not now</Trans>,
        confirm: <Trans>Activate</Trans>,
        tone: 'primary',
      };
    case 'cancelBonus':
      return {
        title: t`Cancel the bonus?`,
        ask: (
          <Trans>
            {subject} will end now and the money left in your bonus balance is forfeited. This cannot be
            undone.
          </Trans>
        ),
        done: <Trans>{subject} is cancelled.</Trans>,
        keep: <Trans>Keep it</Trans>,
        confirm: <Trans>Yes, cancel</Trans>,
        tone: 'danger',
      };
    default:
      return {
        title: t`Cancel the free spins?`,
        ask: <Trans>The free spins left in {subject} will be gone. This cannot be undone.</Trans>,
        done: <Trans>The free spins in {subject} are cancelled.</Trans>,
        keep: <Trans>Keep it</Trans>,
        confirm: <Trans>Yes, cancel</Trans>,
        tone: 'danger',
      };
  }
}

/**
 * The confirmation of an action on a bonus offer, then its outcome: asks before a bonus is activated or a bonus
 * or free spins are given up, shows the working state, and the translated failure with a retry.
 */
export function ActivationDialog({ flow, subject }: { flow: BonusActivationFlow; subject: string }) {
  const { t } = useLingui();
  const text = useErrorText();
  const copy = useActionCopy(flow.action?.kind, subject);
  const done = flow.step === 'done';
  return (
    <Modal open={flow.step !== 'idle'} onClose={flow.dismiss} title={done ? t`Done` : copy.title}>
      <div className="flex flex-col gap-4 text-sm text-slate-300">
        {done ? <p role="status">{copy.done}</p> : <p>{copy.ask}</p>}
        {flow.step === 'failed' && <FormError message={text.code(flow.failure?.code ?? 'server_error')} />}
        <div className="flex flex-wrap justify-end gap-2">
          {done ? (
            <Button onClick={flow.dismiss}>
              <Trans>Close</Trans>
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={flow.dismiss} disabled={flow.step === 'working'}>
                {copy.keep}
              </Button>
              <Button variant={copy.tone} onClick={flow.confirm} busy={flow.step === 'working'}>
                {flow.step === 'failed' ? <Trans>Try again</Trans> : copy.confirm}
              </Button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
