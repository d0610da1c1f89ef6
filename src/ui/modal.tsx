import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export interface ModalProps {
  open: boolean;
  /** Called on Esc, on a click outside and on the close button. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md';
}

/** An accessible dialog: role=dialog, aria-modal, Esc closes, focus stays inside while open. */
export function Modal({ open, onClose, title, children, size = 'sm' }: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { refs, context } = useFloating({ open, onOpenChange: (next) => !next && onClose() });
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay
        lockScroll
        className="z-50 grid place-items-end bg-black/75 sm:place-items-center sm:p-4"
      >
        <FloatingFocusManager context={context} modal>
          <div
            ref={refs.setFloating}
            {...getFloatingProps()}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            className={cx(
              'max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl border border-night-700 bg-night-800 p-5 shadow-2xl sm:rounded-3xl sm:p-6',
              size === 'sm' ? 'sm:max-w-md' : 'sm:max-w-xl',
            )}
          >
            <div className="mb-5 flex items-center justify-between gap-4">
              <h2 id={titleId} className="text-xl font-bold text-white">
                {title}
              </h2>
              <button
                type="button"
                onClick={onClose}
                aria-label={t`Close`}
                className="grid size-9 place-items-center rounded-full text-slate-400 transition hover:bg-night-700 hover:text-white"
              >
                <svg viewBox="0 0 20 20" className="size-5" aria-hidden>
                  <path
                    d="M5 5l10 10M15 5L5 15"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
