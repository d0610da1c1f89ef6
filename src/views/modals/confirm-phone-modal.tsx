import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { selectUser, useAppSelector, useForm } from '../../app';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { Modal } from '../../ui/modal';
import { useErrorText } from '../errors/use-error-text';
import { CodeField } from '../../ui/code-field';

/** ConfirmByPhone: sends a code to the user's phone and confirms it. */
export function ConfirmPhoneModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAppSelector(selectUser);
  const send = useForm('phoneConfirmationSend');
  const confirm = useForm('phoneConfirm');
  const text = useErrorText();
  const [code, setCode] = useState('');
  const errors = { ...text.fields(send.failure, []), ...text.fields(confirm.failure, ['code'] as const) };
  const done = confirm.succeeded || user?.is_phone_verified;
  return (
    <Modal open={open} onClose={onClose} title={<Trans>Confirm your phone</Trans>}>
      {done ? (
        <p role="status" className="text-sm text-jade-400">
          <Trans>Your phone is confirmed.</Trans>
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            confirm.submit({ code: code.trim() });
          }}
        >
          <p className="text-sm text-slate-300">
            {user?.phone ? (
              <Trans>We will send a code to {user.phone}.</Trans>
            ) : (
              <Trans>Your account has no phone yet.</Trans>
            )}
          </p>
          <Button type="button" variant="secondary" busy={send.busy} onClick={() => send.submit({})}>
            {send.successes > 0 ? <Trans>Send the code again</Trans> : <Trans>Send code</Trans>}
          </Button>
          <CodeField value={code} onChange={setCode} error={errors.code} />
          <FormError message={errors.form} />
          <Button type="submit" busy={confirm.busy} block>
            <Trans>Confirm</Trans>
          </Button>
        </form>
      )}
    </Modal>
  );
}
