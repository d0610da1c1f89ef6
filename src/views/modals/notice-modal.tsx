import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** A modal that tells one thing and closes. */
export function NoticeModal(props: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal open={props.open} onClose={props.onClose} title={props.title}>
      <div className="flex flex-col gap-4 text-sm text-slate-300">
        {props.children}
        <Button onClick={props.onClose} block>
          <Trans>Close</Trans>
        </Button>
      </div>
    </Modal>
  );
}
